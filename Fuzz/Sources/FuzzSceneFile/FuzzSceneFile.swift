import Foundation
import FuzzSupport
import KinemaRender

/// libFuzzer target: the scene-file loader of `kinema layout` (Foundation's `JSONDecoder`, then
/// ``SceneDescription/makeScene()`` and the layout table). Properties: no trap; the same file
/// always gives the same table or the same error; an error is one line; the table is RFC 4180
/// CSV with a header and one row per view, holding finite numbers only and no negative zero.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    guard let description = try? JSONDecoder().decode(SceneDescription.self, from: bytes) else { return 0 }
    func layout() -> Result<String, SceneDescriptionError> {
        Result { () throws(SceneDescriptionError) in LayoutCSV(scene: try description.makeScene()).text }
    }
    let first = layout()
    Property.require(first == layout(), "building the same scene twice gave different results")
    switch first {
    case .failure(let error):
        Property.requireOneLine(error.message)
    case .success(let table):
        guard let records = RFC4180.records(table) else { Property.require(false, "the table is not RFC 4180 CSV"); return 0 }
        Property.require(records.first == ["view", "minX", "minY", "width", "height"], "the table's header")
        Property.require(records.count == (description.views?.count ?? 0) + 2, "one row per view")
        for record in records.dropFirst() {
            Property.require(record.count == 5, "a row without five fields")
            for field in record.dropFirst() {
                Property.require(Double(field)?.isFinite == true, "a table field '\(field)' is not a finite number")
                Property.requireFiniteText(field)
            }
        }
    }
    return 0
}
