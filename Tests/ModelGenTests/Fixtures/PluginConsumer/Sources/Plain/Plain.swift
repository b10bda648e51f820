public struct Plain {}
