/// The open tasks of a process, in the order they began, with counts of the ones a step
/// must act on without time passing: tasks with no work left, and tasks that carry an in-app
/// transfer. A step that finds both counts zero looks at no task, so a script that opens
/// thousands of tasks at one instant (launch and home, again and again, with no wait) costs
/// the same per line however many are open.
struct OpenTasks: RandomAccessCollection, ExpressibleByArrayLiteral {
    private var list: [RunningTask] = []
    /// Tasks whose work is done (`remaining` 0): they end at the next step.
    private(set) var finishedCount = 0
    /// Tasks that carry an in-app transfer.
    private(set) var transferCount = 0

    init(arrayLiteral tasks: RunningTask...) {
        for task in tasks { append(task) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { list.count }
    subscript(position: Int) -> RunningTask { list[position] }

    mutating func append(_ task: RunningTask) {
        count(task, 1)
        list.append(task)
    }

    mutating func remove(at position: Int) -> RunningTask {
        let task = list.remove(at: position)
        count(task, -1)
        return task
    }

    /// Changes the task at `position` in place.
    mutating func update(at position: Int, _ change: (inout RunningTask) -> Void) {
        count(list[position], -1)
        change(&list[position])
        count(list[position], 1)
    }

    private mutating func count(_ task: RunningTask, _ delta: Int) {
        if task.remaining == .zero { finishedCount += delta }
        if task.transfer != nil { transferCount += delta }
    }
}
