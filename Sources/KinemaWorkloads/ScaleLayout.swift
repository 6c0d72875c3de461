import Kinema

/// The constraints of the layout scale workloads: the shapes of the kiwisolver scale anchor's
/// scene files (`--scene KIND PATH N`), which the benchmarks time at large sizes and the tests
/// check at small ones, in any order of activation. Each function returns the constraints (not
/// active yet) of `views`, laid out by constraints only, under `root`, in the order the anchor
/// writes them.
public enum ScaleLayout {
    /// The anchor's "row", view by view: view i's leading at the previous view's trailing (the
    /// root's leading for the first), width 1, top at the root's top, height 2, one array per view
    /// in that order. View i sits at (i, 0), 1 x 2.
    public static func row(_ views: [View], in root: View) -> [[LayoutConstraint]] {
        var previous = root.anchor(.leading)
        return views.map { v in
            defer { previous = v.anchor(.trailing) }
            return [
                LayoutConstraint(v.anchor(.leading), .equal, previous),
                LayoutConstraint(v.anchor(.width), .equal, nil, constant: 1),
                LayoutConstraint(v.anchor(.top), .equal, root.anchor(.top)),
                LayoutConstraint(v.anchor(.height), .equal, nil, constant: 2)
            ]
        }
    }

    /// The anchor's "rowintrinsic": views (of intrinsic size 5 x 5, which the caller sets) chained
    /// leading to trailing from the root's leading, tops at the root's top.
    public static func intrinsicRow(_ views: [View], in root: View) -> [LayoutConstraint] {
        var list = [LayoutConstraint(views[0].anchor(.leading), .equal, root.anchor(.leading))]
        for (p, n) in zip(views, views.dropFirst()) {
            list.append(LayoutConstraint(n.anchor(.leading), .equal, p.anchor(.trailing)))
        }
        for v in views { list.append(LayoutConstraint(v.anchor(.top), .equal, root.anchor(.top))) }
        return list
    }

    /// Centres chained 0.01 apart from the root's centre, widths each 1.0001 times the previous
    /// from 1, top at the root's, height 2 (chain links first, then tops and heights).
    public static func multiplierChain(_ views: [View], in root: View) -> [LayoutConstraint] {
        var list = [
            LayoutConstraint(views[0].anchor(.centerX), .equal, root.anchor(.centerX)),
            LayoutConstraint(views[0].anchor(.width), .equal, nil, constant: 1)
        ]
        for (p, n) in zip(views, views.dropFirst()) {
            list.append(LayoutConstraint(n.anchor(.centerX), .equal, p.anchor(.centerX), constant: 0.01))
            list.append(LayoutConstraint(n.anchor(.width), .equal, p.anchor(.width), multiplier: 1.0001))
        }
        for v in views {
            list.append(LayoutConstraint(v.anchor(.top), .equal, root.anchor(.top)))
            list.append(LayoutConstraint(v.anchor(.height), .equal, nil, constant: 2))
        }
        return list
    }

    /// The anchor's "grid" of k x k views (`views` row by row, `views.count` = k x k): neighbours
    /// 1 pt apart, equal widths along rows and heights along columns, each at least 5 x 5 and
    /// preferring width 20 at priority 250 (and height `preferredHeight`, when given, at the same
    /// priority), the last view of each row and of each column inside the root; per row, view by
    /// view, then each row's trailing limit, last the bottom limits column by column.
    public static func neighbourGrid(
        _ views: [View], k: Int, in root: View, preferredHeight: Double? = nil
    ) -> [LayoutConstraint] {
        var list: [LayoutConstraint] = []
        for i in 0..<k {
            for j in 0..<k {
                let v = views[i * k + j]
                list.append(LayoutConstraint(v.anchor(.width), .greaterThanOrEqual, nil, constant: 5))
                list.append(LayoutConstraint(v.anchor(.height), .greaterThanOrEqual, nil, constant: 5))
                list.append(LayoutConstraint(v.anchor(.width), .equal, nil, constant: 20, priority: 250))
                if let preferredHeight {
                    list.append(
                        LayoutConstraint(v.anchor(.height), .equal, nil, constant: preferredHeight, priority: 250))
                }
                if j == 0 {
                    list.append(LayoutConstraint(v.anchor(.leading), .equal, root.anchor(.leading)))
                } else {
                    let w = views[i * k + j - 1]
                    list.append(LayoutConstraint(v.anchor(.leading), .equal, w.anchor(.trailing), constant: 1))
                    list.append(LayoutConstraint(v.anchor(.width), .equal, w.anchor(.width)))
                }
                if i == 0 {
                    list.append(LayoutConstraint(v.anchor(.top), .equal, root.anchor(.top)))
                } else {
                    let w = views[(i - 1) * k + j]
                    list.append(LayoutConstraint(v.anchor(.top), .equal, w.anchor(.bottom), constant: 1))
                    list.append(LayoutConstraint(v.anchor(.height), .equal, w.anchor(.height)))
                }
            }
            list.append(
                LayoutConstraint(views[i * k + k - 1].anchor(.trailing), .lessThanOrEqual, root.anchor(.trailing)))
        }
        for j in 0..<k {
            list.append(
                LayoutConstraint(views[(k - 1) * k + j].anchor(.bottom), .lessThanOrEqual, root.anchor(.bottom)))
        }
        return list
    }
}
