print(Person.fieldNames.joined(separator: ","))
