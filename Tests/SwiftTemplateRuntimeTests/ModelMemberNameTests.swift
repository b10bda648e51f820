@testable import SwiftTemplateRuntime
import XCTest

/// Each member's name is spelled out (reflecting them costs a program more than reading its model);
/// the list must follow the cases.
final class ModelMemberNameTests: XCTestCase {
    func testEveryMemberIsNamedAsItsCase() {
        XCTAssertEqual(ModelMemberName.names, ModelMemberName.allCases.map { String(describing: $0) })
    }
}
