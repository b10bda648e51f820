import SwiftSyntax

/// Infers a variable's type from its initializer, only for the literal and constructor-call
/// forms the dump format names; everything else is `nil`.
enum TypeInference {
    /// The inferred type name, or `nil`.
    static func typeName(of expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            if prefix.expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
            if prefix.expression.is(FloatLiteralExprSyntax.self) { return "Double" }
            return nil
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base {
            callee = base
        }
        if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) {
            return callee.trimmedDescription
        }
        return isTypeLike(callee) ? callee.trimmedDescription : nil
    }

    private static func isTypeLike(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return startsUppercase(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return startsUppercase(member.declName.baseName.text) && isName(base)
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            return isTypeLike(generic.expression)
        }
        return false
    }

    private static func isName(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return isName(base) }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isName(generic.expression) }
        return false
    }

    private static func startsUppercase(_ name: String) -> Bool {
        let letters = name.drop { $0 == "_" || $0 == "`" }
        return letters.first?.isUppercase ?? false
    }
}
