import Lifecycle
import Testing

@testable import Scenario

/// `appdeck matrix` shows every BG task an app declares (issue #35, item 9): the first task of
/// a kind keeps its column `refresh-task` or `processing-task`, each further one has a column
/// of its own named with its identifier (`refresh-task com.twice.slow`), and each is submitted
/// and run by its own identifier.
@Suite struct MatrixEveryTaskTests {
    typealias Fixture = BGTaskMatrixTests

    /// Two refresh tasks: a quick one submitted entering the background, a slow one (40 s of
    /// work: expired) submitted only when told.
    static let twice = Fixture.app(
        "Twice",
        [
            Fixture.task("com.twice.quick"),
            Fixture.task("com.twice.slow") {
                $0.duration = .seconds(40); $0.submit = .command
            },
        ])

    /// Two processing tasks: one needs the charger, the other does not.
    static let pair = Fixture.app(
        "Pair", modes: [.processing],
        [
            Fixture.task("com.pair.power", .processing) { $0.requiresPower = true },
            Fixture.task("com.pair.any", .processing),
        ])

    /// Two refresh tasks both submitted entering the background: one refresh request per app.
    static let clash = Fixture.app("Clash", [Fixture.task("com.clash.a"), Fixture.task("com.clash.b")])

    static func matrix(_ app: String, _ profile: Profile = .ios13) throws -> AppMatrix {
        try MatrixRunner(catalog: [twice, pair, clash], profile: profile).run(app)
    }

    @Test func aSecondTaskOfAKindIsAColumnNamedWithItsIdentifier() throws {
        #expect(try Self.matrix("Twice").launches.map(\.name) == ["refresh-task", "refresh-task com.twice.slow"])
        #expect(try Self.matrix("Pair").launches.map(\.name) == ["processing-task", "processing-task com.pair.any"])
        #expect(
            try Self.matrix("Twice").launches == [
                .bgTask(.refresh, id: "com.twice.quick", firstOfKind: true),
                .bgTask(.refresh, id: "com.twice.slow", firstOfKind: false),
            ])
    }

    @Test func eachRefreshTaskColumnIsRunByItsOwnIdentifier() throws {
        let matrix = try Self.matrix("Twice")
        #expect(try Fixture.cell(matrix, ["refresh": "on"], launch: 0) == .ran(callback: .bgTaskLaunched, result: "success"))
        #expect(try Fixture.cell(matrix, ["refresh": "on"], launch: 1) == .ran(callback: .bgTaskLaunched, result: "expired (time)"))
    }

    @Test func eachProcessingTaskColumnIsRunByItsOwnIdentifier() throws {
        let matrix = try Self.matrix("Pair")
        let off = ["refresh": "on", "charger": "off", "in-use": "no"]
        #expect(try Fixture.cell(matrix, off, launch: 0) == .denied(.needsPower))
        #expect(try Fixture.cell(matrix, off, launch: 1) == .ran(callback: .bgTaskLaunched, result: "success"))
    }

    @Test func aSecondRefreshTaskSubmittedAtTheSameMomentFailsWithTooManyPending() throws {
        let matrix = try Self.matrix("Clash")
        #expect(try Fixture.cell(matrix, ["refresh": "on"], launch: 0) == .ran(callback: .bgTaskLaunched, result: "success"))
        #expect(matrix.rows.allSatisfy { $0.outcomes[1] == .nothing("submit failed (too-many-pending)") })
    }

    @Test func csvAndJSONLNameTheSecondTasksColumnWithItsIdentifier() throws {
        let matrices = [try Self.matrix("Twice"), try Self.matrix("Pair")]
        let csv = MatrixFormatter(format: .csv).output(matrices)
        #expect(
            csv.hasPrefix(
                "app,profile,refresh,switch,network,lowpower,state,charger,in-use,unlocked since boot,"
                    + "refresh-task,refresh-task com.twice.slow,processing-task,processing-task com.pair.any\n"))
        let jsonl = MatrixFormatter(format: .jsonl).output([matrices[0]])
        #expect(jsonl.contains(",\"refresh-task com.twice.slow\":{\"outcome\":"))
    }
}
