struct Circle {
    var radius: Double
}

struct Square {
    var side: Double
}
