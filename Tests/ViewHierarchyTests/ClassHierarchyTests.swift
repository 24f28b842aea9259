import Foundation
import Runtime
import Testing
import ViewHierarchy

/// A view subclass written as iOS code writes one: it overrides the designated initializer only.
private final class BadgeView: View {
  var madeWithFrame: CGRect?

  override init(frame: CGRect) {
    madeWithFrame = frame
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A view subclass with an `init()` of its own, calling the designated initializer.
private final class SpinnerView: View {
  let spokes: Int

  init() {
    spokes = 8
    super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  required init?(coder: NSCoder) {
    spokes = 0
    super.init(coder: coder)
  }
}

/// A view controller subclass with the usual iOS initializer.
private final class PlayerScreen: ViewController {
  let movie: String

  init(movie: String) {
    self.movie = movie
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    movie = ""
    super.init(coder: coder)
  }
}

/// A subclass that inherits every initializer (it adds none).
private final class PlainScreen: ViewController {}

/// A view whose `isEqual(_:)` compares a value, as an `NSObject` subclass may.
private final class ValueView: View {
  let key: Int

  init(key: Int) {
    self.key = key
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    key = 0
    super.init(coder: coder)
  }

  override func isEqual(_ object: Any?) -> Bool {
    (object as? ValueView)?.key == key
  }

  override var hash: Int { key }
}

/// UIKit's class hierarchy: `UIView: UIResponder: NSObject`, `UIViewController: UIResponder`,
/// `CALayer: NSObject`, and the initializers subclasses inherit.
@MainActor
struct ClassHierarchyTests {
  // https://developer.apple.com/documentation/uikit/uiview: "class UIView : UIResponder";
  // https://developer.apple.com/documentation/uikit/uiresponder: "class UIResponder : NSObject";
  // https://developer.apple.com/documentation/quartzcore/calayer: "class CALayer : NSObject".
  @Test func viewsControllersAndLayersAreResponderAndNSObjectSubclasses() {
    Simulation().withCurrent {
      let view: AnyObject = View()
      let controller: AnyObject = ViewController()
      #expect(view is Responder)
      #expect(view is NSObject)
      #expect(controller is Responder)
      let layer: AnyObject = View().layer
      #expect(layer is NSObject)
      #expect(!(layer is Responder))
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:): the designated
  // initializer; `UIView()` is `init(frame: .zero)`, and a subclass overriding `init(frame:)` keeps
  // `init()`.
  @Test func aSubclassThatOverridesInitFrameStillHasInit() {
    Simulation().withCurrent {
      let badge = BadgeView()
      #expect(badge.madeWithFrame == .zero)
      #expect(badge.frame == .zero)
      let framed = BadgeView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
      #expect(framed.madeWithFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
      #expect(SpinnerView().spokes == 8)
      #expect(SpinnerView().bounds.size == CGSize(width: 20, height: 20))
    }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:): the
  // designated initializer subclasses call with nil, nil; `init()` is the same.
  @Test func viewControllerSubclassesCallTheNibInitializer() {
    Simulation().withCurrent {
      let screen = PlayerScreen(movie: "Big Buck Bunny")
      #expect(screen.movie == "Big Buck Bunny")
      #expect(screen.nibName == nil)
      #expect(PlainScreen().isViewLoaded == false)
      #expect(PlainScreen(nibName: "Plain", bundle: nil).nibName == "Plain")
    }
  }

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:): `==` on
  // NSObjects calls `isEqual(_:)`, identity unless a subclass overrides it; `hash` must agree.
  @Test func equalityIsNSObjectsIsEqual() {
    Simulation().withCurrent {
      let first = ValueView(key: 7)
      #expect(first == ValueView(key: 7))
      #expect(Set([first, ValueView(key: 7)]).count == 1)
      #expect(first != ValueView(key: 8))
      let plain = View()
      #expect(plain == plain)
      #expect(plain != View())
    }
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/next: a view's next responder is
  // its view controller when it is the controller's root view, else its superview; a view
  // controller's is its view's superview, or the presenting view controller.
  @Test func nextRespondersRunUpTheChainAsUIKitsDo() {
    Simulation().withCurrent {
      let container = View()
      let controller = ViewController()
      let button = View()
      controller.view.addSubview(button)
      container.addSubview(controller.view)
      #expect(button.next === controller.view)
      #expect(controller.view.next === controller)
      #expect(controller.next === container)
      #expect(container.next == nil)
      #expect(Responder().next == nil)
    }
  }
}
