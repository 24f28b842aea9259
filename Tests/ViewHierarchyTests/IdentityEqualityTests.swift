import Foundation
import Runtime
import Testing
import ViewHierarchy

/// Views, view controllers and layers compare and hash by identity, as `NSObject`s do on iOS.
@MainActor
struct IdentityEqualityTests {
  @Test func equalityIsIdentityForViewsControllersAndLayers() {
    Simulation().withCurrent {
      let first = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let twin = View(frame: first.frame)
      #expect(first == first)
      #expect(first != twin)
      let controllers = [ViewController(), ViewController()]
      #expect(controllers.contains(controllers[1]))
      #expect(!controllers.contains(ViewController()))
      #expect(controllers.firstIndex(of: controllers[1]) == 1)
      let layers: Set = [first.layer, twin.layer, first.layer]
      #expect(layers.count == 2)
    }
  }
}
