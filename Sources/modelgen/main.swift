print("modelgen")
