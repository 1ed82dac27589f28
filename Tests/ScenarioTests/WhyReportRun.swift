import Catalog
import Lifecycle
import Scenario

/// `script` run on the built-in catalog (and `extra`) under `profile`, with the hooks that
/// `run --format why` gives the runner: the why report, and the engine for what it answers
/// after.
func whyRun(_ script: String, profile: Profile = .default, extra: [AppSpec] = []) throws -> (report: WhyReport, engine: Engine) {
    let engine = Engine(apps: AppCatalog.builtIn() + extra, profile: profile, seed: 1)
    let runner = try ScriptRunner(script: try Script(parsing: script, file: "t.deck"), engine: engine)
    var report = WhyReport()
    try runner.run(
        emit: { report.add($0) }, willApply: { report.willApply($0, at: engine.now) }, didApply: { report.sample(engine) })
    return (report, engine)
}
