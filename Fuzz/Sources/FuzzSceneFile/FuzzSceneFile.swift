import Foundation
import FuzzSupport
import KinemaRender
import KinemaSceneFile

/// libFuzzer target: the scene-file loader of `kinema layout` (``SceneDescription/init(json:)``,
/// then ``SceneDescription/makeScene()`` and the layout table). Properties: no trap; where the
/// reader and Foundation's `JSONDecoder` both read a file they read the same description, and
/// `JSONDecoder` reads nothing the reader refuses but for its own leniency (differential); the
/// same file always gives the same table or the same error; an error is one line; the table is
/// RFC 4180 CSV with a header and one row per view, holding finite numbers only and no negative
/// zero.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let oracle = try? JSONDecoder().decode(SceneDescription.self, from: Data(bytes))
    let description: SceneDescription
    do throws(SceneDescriptionError) {
        description = try SceneDescription(json: bytes)
    } catch {
        Property.requireOneLine(error.message)
        // Only JSONDecoder's own leniency (a trailing comma) may let it read what the reader refuses.
        Property.require(oracle == nil || error.message == "not valid JSON", "JSONDecoder read what the reader refused")
        return 0
    }
    // JSONDecoder refuses a few strict-JSON numbers (0.000e5); where both read the file, they agree.
    Property.require(oracle == nil || oracle == description, "the reader and JSONDecoder read the file differently")
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
