import Foundation
import Kinema

/// The JSON scene format of `kinema layout` (SPEC 3), decoded and turned into a Kinema scene.
struct SceneDocument: Decodable {
    struct Root: Decodable {
        let name: String
        let width: Double
        let height: Double
    }

    struct Stack: Decodable {
        let axis: String
        let distribution: String?
        let alignment: String?
        let spacing: Double?
        let arranged: [String]?
    }

    struct ViewSpec: Decodable {
        let name: String
        let parent: String
        let intrinsicWidth: Double?
        let intrinsicHeight: Double?
        let hidden: Bool?
        let stack: Stack?
    }

    struct ConstraintSpec: Decodable {
        let first: String
        let relation: String
        let second: String?
        let multiplier: Double?
        let constant: Double?
        let priority: Double?
    }

    let root: Root
    let views: [ViewSpec]?
    let constraints: [ConstraintSpec]?

    /// Reads and decodes a scene file; every failure is a one-line `CLIError`.
    static func load(path: String) throws -> SceneDocument {
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("no such file: \(path)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read \(path)") }
        do {
            return try JSONDecoder().decode(SceneDocument.self, from: data)
        } catch let error as DecodingError {
            throw CLIError("malformed scene \(path): \(Self.describe(error))")
        } catch {
            throw CLIError("malformed scene \(path): not valid JSON")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            let p = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return p.isEmpty ? "the document" : String(p.drop(while: { $0 == "." }))
        }
        switch error {
        case .keyNotFound(let key, let ctx): return "missing \(path(ctx.codingPath + [key]))"
        case .typeMismatch(_, let ctx): return "wrong type at \(path(ctx.codingPath))"
        case .valueNotFound(_, let ctx): return "missing value at \(path(ctx.codingPath))"
        case .dataCorrupted(let ctx):
            return ctx.codingPath.isEmpty ? "not valid JSON" : "bad value at \(path(ctx.codingPath))"
        @unknown default: return "unreadable"
        }
    }

    /// Builds the scene: views attached to their parents (children in file order), stacks,
    /// intrinsic sizes, hidden flags and constraints (activated in file order), then one layout pass.
    func makeScene() throws -> (Scene, [View]) {
        guard root.width.isFinite, root.height.isFinite, root.width >= 0, root.height >= 0 else {
            throw CLIError("root size must be finite and not negative")
        }
        let scene = Scene(size: Size(width: root.width, height: root.height), rootName: root.name)
        let specs = views ?? []
        var byName: [String: View] = [root.name: scene.root]
        for spec in specs {
            guard byName[spec.name] == nil else { throw CLIError("duplicate view name '\(spec.name)'") }
            let view = View(name: spec.name)
            view.translatesAutoresizingMaskIntoConstraints = false
            byName[spec.name] = view
        }
        var parentOf: [String: String] = [:]
        for spec in specs {
            guard byName[spec.parent] != nil else {
                throw CLIError("view '\(spec.name)' has unknown parent '\(spec.parent)'")
            }
            parentOf[spec.name] = spec.parent
        }
        for spec in specs {   // every chain of parents must reach the root
            var seen: Set<String> = [spec.name]
            var node = spec.parent
            while node != root.name {
                guard seen.insert(node).inserted, let next = parentOf[node] else {
                    throw CLIError("parent cycle through view '\(spec.name)'")
                }
                node = next
            }
        }
        try attachChildren(of: root.name, specs: specs, byName: byName)
        for spec in specs {
            guard let view = byName[spec.name] else { continue }
            try configure(view, spec, byName: byName)
        }
        var made: [LayoutConstraint] = []
        for (i, c) in (constraints ?? []).enumerated() {
            made.append(try makeConstraint(c, index: i, byName: byName))
        }
        // One batch, in file order: the first constraint that cannot hold is the error.
        do { try LayoutConstraint.activate(made) } catch { throw CLIError("\(error)") }
        scene.layoutIfNeeded()
        if let problem = scene.layoutDiagnostics.first { throw CLIError("\(problem)") }
        return (scene, scene.allViews)
    }

    /// Attaches every view below `parent` in pre-order, children in file order (an explicit stack
    /// over a children index: linear in the number of views, whatever the depth).
    private func attachChildren(of parent: String, specs: [ViewSpec], byName: [String: View]) throws {
        var children: [String: [String]] = [:]
        for spec in specs { children[spec.parent, default: []].append(spec.name) }
        var pending: [(parent: String, next: Int)] = [(parent, 0)]
        while let (name, next) = pending.last {
            guard let list = children[name], next < list.count, let parentView = byName[name] else {
                pending.removeLast()
                continue
            }
            pending[pending.count - 1].next = next + 1
            guard let child = byName[list[next]] else { continue }
            do { try parentView.addSubview(child) } catch { throw CLIError("\(error)") }
            pending.append((list[next], 0))
        }
    }

    private func configure(_ view: View, _ spec: ViewSpec, byName: [String: View]) throws {
        let w = spec.intrinsicWidth ?? View.noIntrinsicMetric
        let h = spec.intrinsicHeight ?? View.noIntrinsicMetric
        guard w.isFinite, h.isFinite else { throw CLIError("intrinsic size of '\(spec.name)' must be finite") }
        view.intrinsicContentSize = Size(width: w, height: h)
        view.isHidden = spec.hidden ?? false
        guard let stack = spec.stack else { return }
        guard let axis = LayoutAxis(rawValue: stack.axis) else {
            throw CLIError("unknown stack axis '\(stack.axis)' in '\(spec.name)'")
        }
        let distribution = stack.distribution ?? "fill", alignment = stack.alignment ?? "fill"
        guard let d = StackConfiguration.Distribution(rawValue: distribution) else {
            throw CLIError("unknown stack distribution '\(distribution)' in '\(spec.name)'")
        }
        guard let a = StackConfiguration.Alignment(rawValue: alignment) else {
            throw CLIError("unknown stack alignment '\(alignment)' in '\(spec.name)'")
        }
        let spacing = stack.spacing ?? 0
        guard spacing.isFinite else { throw CLIError("stack spacing of '\(spec.name)' must be finite") }
        view.stackConfiguration = StackConfiguration(axis: axis, distribution: d, alignment: a, spacing: spacing)
        for name in stack.arranged ?? [] {
            guard let arranged = byName[name] else {
                throw CLIError("stack '\(spec.name)' arranges unknown view '\(name)'")
            }
            guard arranged.superview === view else {
                throw CLIError("stack '\(spec.name)' arranges '\(name)', which is not its subview")
            }
            do { try view.addArrangedSubview(arranged) } catch { throw CLIError("\(error)") }
        }
    }

    private func anchor(_ text: String, byName: [String: View], index: Int) throws -> LayoutAnchor {
        guard let dot = text.lastIndex(of: ".") else {
            throw CLIError("constraint \(index): '\(text)' is not VIEW.ATTRIBUTE")
        }
        let name = String(text[..<dot]), attr = String(text[text.index(after: dot)...])
        guard let view = byName[name] else { throw CLIError("constraint \(index): unknown view '\(name)'") }
        guard let attribute = LayoutAttribute(rawValue: attr) else {
            throw CLIError("constraint \(index): unknown attribute '\(attr)'")
        }
        return view.anchor(attribute)
    }

    private func makeConstraint(_ c: ConstraintSpec, index: Int, byName: [String: View]) throws -> LayoutConstraint {
        let first = try anchor(c.first, byName: byName, index: index)
        let second = try c.second.map { try anchor($0, byName: byName, index: index) }
        guard let relation = LayoutRelation(rawValue: c.relation) else {
            throw CLIError("constraint \(index): unknown relation '\(c.relation)' (use ==, <= or >=)")
        }
        let multiplier = c.multiplier ?? 1, constant = c.constant ?? 0, priority = c.priority ?? 1000
        guard multiplier.isFinite, constant.isFinite, priority.isFinite else {
            throw CLIError("constraint \(index): numbers must be finite")
        }
        guard priority >= 1, priority <= 1000 else {
            throw CLIError("constraint \(index): priority must lie in 1...1000")
        }
        return LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant,
                                priority: LayoutPriority(priority))
    }
}
