import Lifecycle

/// The matrix folded for people: combinations with the same outcomes merged into groups, each
/// a product of value sets (`refresh off, switch any, state suspended or purged`), so that the
/// rows left are the differences.
struct MatrixFold {
    /// Combinations with the same outcomes: per axis, the indices of the values they take.
    struct Group: Hashable {
        var values: [[Int]]
        var outcomes: [MatrixOutcome]
        /// The first of its combinations in the matrix's order: groups are listed by it.
        var first: Int
    }

    let groups: [Group]

    init(_ matrix: AppMatrix) {
        var groups = matrix.rows.enumerated().map { i, row in
            Group(
                values: zip(matrix.axes, row.values).map { axis, value in [axis.values.firstIndex(of: value) ?? 0] },
                outcomes: row.outcomes, first: i)
        }
        var changed = true
        while changed {
            changed = false
            for axis in matrix.axes.indices {
                let merged = Self.merge(groups, along: axis)
                changed = changed || merged.count < groups.count
                groups = merged
            }
        }
        self.groups = groups.sorted { $0.first < $1.first }
    }

    /// Groups that differ only along `axis` and have the same outcomes, merged: the union of
    /// two products that agree on every other axis is a product.
    private static func merge(_ groups: [Group], along axis: Int) -> [Group] {
        struct Key: Hashable {
            var others: [[Int]]
            var outcomes: [MatrixOutcome]
        }
        var index: [Key: Int] = [:]
        var merged: [Group] = []
        for group in groups {
            var others = group.values
            others[axis] = []
            let key = Key(others: others, outcomes: group.outcomes)
            if let k = index[key] {
                merged[k].values[axis] = Array(Set(merged[k].values[axis] + group.values[axis])).sorted()
                merged[k].first = min(merged[k].first, group.first)
            } else {
                index[key] = merged.count
                merged.append(group)
            }
        }
        return merged
    }
}
