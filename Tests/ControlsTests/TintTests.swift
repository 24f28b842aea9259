import Controls
import Foundation
import PiPSimTesting
import Testing
import ViewHierarchy

@MainActor
struct TintTests {
  @Test func aViewsDefaultTintIsSystemBlue() {
    withSimulatedApp { _ in
      #expect(View().tintColor == Color.systemBlue)
      #expect(Button(type: .system).currentTitleColor == Color.systemBlue)
    }
  }
}
