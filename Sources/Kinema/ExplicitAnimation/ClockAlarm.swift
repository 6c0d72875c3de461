/// An action due when a view's local time reaches a given time (an explicit animation's start
/// or end, a UIView-style animation's completion): the scene turns it into a timer at the scene
/// time its `deadline` gives, and recomputes that timer whenever a view's timing or the tree
/// changes (a paused view holds its alarms back; resuming it reschedules them).
final class ClockAlarm {
    /// The scene time at which the action is due with the clocks as they are; infinity when they
    /// never reach it.
    let deadline: () -> Double
    let action: () -> Void
    var token: TimerToken?
    var isLive = true

    init(deadline: @escaping () -> Double, action: @escaping () -> Void) {
        self.deadline = deadline
        self.action = action
    }
}

/// What a scene keeps for explicit animations and media timing.
struct SceneMedia {
    /// Whether a view of the scene ever had its own timing: until then every view's local time
    /// is the scene's time, and nothing needs converting.
    var usesViewClocks = false
    /// The alarms, in the order they were set (dead ones are swept out now and then).
    var alarms: [ClockAlarm] = []
    var deadAlarms = 0
    /// The open transactions, innermost last.
    var transactions: [Transaction] = []
    /// The transaction opened by reading ``Scene/currentTransaction`` outside any, committed at
    /// the next advance of the clock.
    var implicitTransaction: Transaction?
    /// The repetition waiting for the next UIView-style block (``Scene/withBlockRepetition(_:_:)``).
    var blockRepetition: AnimationRepetition?
}

extension Scene {
    /// Sets an alarm: `action` runs at `deadline()` (scene time), recomputed when clocks change.
    @discardableResult
    func setAlarm(deadline: @escaping () -> Double, _ action: @escaping () -> Void) -> ClockAlarm {
        let alarm = ClockAlarm(deadline: deadline, action: action)
        media.alarms.append(alarm)
        arm(alarm)
        return alarm
    }

    /// Sets an alarm for when `view`'s local time reaches `local`.
    @discardableResult
    func setAlarm(view: View, localTime local: Double, _ action: @escaping () -> Void) -> ClockAlarm {
        setAlarm(
            deadline: { [weak self, weak view] in
                guard let self, let view else { return .infinity }
                return view.sceneTime(reaching: local, now: self.time)
            }, action)
    }

    /// Cancels an alarm (nothing happens to one that already went off).
    func cancelAlarm(_ alarm: ClockAlarm) {
        guard alarm.isLive else { return }
        alarm.isLive = false
        if let token = alarm.token { cancel(token) }
        alarm.token = nil
        noteDeadAlarm()
    }

    /// A view's timing changed (or a view with its own timing joined the scene): every view's
    /// local time may have changed, so every alarm is recomputed.
    func viewClocksDidChange() {
        media.usesViewClocks = true
        rearmAlarms()
    }

    /// Recomputes every live alarm's timer, in the order the alarms were set.
    func rearmAlarms() {
        sweepAlarms()
        for alarm in media.alarms {
            if let token = alarm.token { cancel(token) }
            alarm.token = nil
            arm(alarm)
        }
    }

    private func arm(_ alarm: ClockAlarm) {
        let when = alarm.deadline()
        guard when < .infinity else { return }
        alarm.token = scheduleInternal(at: when) { [weak self, weak alarm] in
            guard let self, let alarm, alarm.isLive else { return }
            alarm.isLive = false
            alarm.token = nil
            self.noteDeadAlarm()
            alarm.action()
        }
    }

    private func noteDeadAlarm() {
        media.deadAlarms += 1
        if media.deadAlarms > 32, media.deadAlarms * 2 > media.alarms.count { sweepAlarms() }
    }

    private func sweepAlarms() {
        guard media.deadAlarms > 0 else { return }
        media.alarms.removeAll { !$0.isLive }
        media.deadAlarms = 0
    }
}
