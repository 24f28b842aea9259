import Runtime
import Testing

@MainActor
private final class Thermostat: KeyValueObservable {
  let keyValueObservers = ObserverList<AnyKeyPath>()
  var temperature = 20 {
    didSet { didChangeValue(for: \Thermostat.temperature) }
  }
}

@MainActor
@Suite struct KeyValueObservingTests {
  @Test func initialAndNewOptionsDeliverTheCurrentValueThenEachChange() {
    let thermostat = Thermostat()
    var seen: [Int?] = []
    let token = thermostat.observe(\.temperature, options: [.initial, .new]) { _, change in
      seen.append(change.newValue)
    }
    thermostat.temperature = 21
    thermostat.temperature = 22
    #expect(seen == [20, 21, 22])
    token.invalidate()
    thermostat.temperature = 23
    #expect(seen.count == 3)
  }

  @Test func aTestCanMakeTheChangeAHandlerReceives() {
    let thermostat = Thermostat()
    var received: [ObservedChange<Int>] = []
    let token = thermostat.observe(\.temperature, options: [.initial, .old, .new]) { _, change in
      received.append(change)
    }
    thermostat.temperature = 25
    #expect(
      received == [ObservedChange(newValue: 20, isInitial: true), ObservedChange(oldValue: 20, newValue: 25)])
    #expect(received.allSatisfy { !$0.isPrior })
    withExtendedLifetime(token) {}
  }

  @Test func oldValuesAreDeliveredWhenAsked() {
    let thermostat = Thermostat()
    var pairs: [String] = []
    let token = thermostat.observe(\.temperature, options: [.old, .new]) { _, change in
      pairs.append("\(change.oldValue ?? -1)->\(change.newValue ?? -1)")
    }
    thermostat.temperature = 25
    #expect(pairs == ["20->25"])
    // Kept to here: an optimised build may end a value's life at its last real use, and `_ =` is none.
    withExtendedLifetime(token) {}
  }

  @Test func droppingTheTokenEndsTheObservation() {
    let thermostat = Thermostat()
    var calls = 0
    _ = thermostat.observe(\.temperature) { _, _ in calls += 1 }
    thermostat.temperature = 30
    #expect(calls == 0)
    #expect(thermostat.keyValueObservers.count == 0)
  }
}
