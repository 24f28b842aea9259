import Foundation
import Runtime

/// The root of a view tree shown on screen: the simulator's `UIWindow`.
///
/// A window shows its ``rootViewController``'s view, filling the window and resizing with it.
@preconcurrency @MainActor
open class Window: View {
  /// The scene the window belongs to; nil for system windows such as the PiP window.
  ///
  /// Held strongly (the scene holds its windows weakly): the simulator has no `UIApplication`
  /// keeping connected scenes alive, so the windows do.
  public private(set) var windowScene: WindowScene?
  /// Whether the window is the key window of its scene.
  public private(set) var isKeyWindow = false
  /// The responder that has the window's focus (UIKit keeps it private): the text field being edited.
  package weak var firstResponder: Responder?

  /// The focused responder when it is `view` or one of its subviews.
  func focusedView(in view: View) -> View? {
    guard let focused = firstResponder as? View, focused.isDescendant(of: view) else { return nil }
    return focused
  }

  /// Takes the focus from its responder without asking it (its view left the window, or
  /// `endEditing(true)`); a text field ends editing.
  func takeFocus() {
    let focused = firstResponder
    firstResponder = nil
    (focused as? FocusTaking)?.focusWasTaken()
  }

  /// The view controller whose view fills the window.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
      if let rootViewController { install(rootViewController.view) }
    }
  }

  /// Creates a hidden window in `windowScene`, covering the scene's screen.
  public init(windowScene: WindowScene) {
    self.windowScene = windowScene
    super.init(frame: windowScene.screenBounds)
    isHidden = true
    windowScene.attach(self)
  }

  /// Creates a hidden window with no scene (a system window) covering `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a hidden window with no scene and a zero frame (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Shows the window and makes it the key window of its scene.
  public func makeKeyAndVisible() {
    isHidden = false
    windowScene?.makeKey(self)
  }

  func setKey(_ key: Bool) {
    isKeyWindow = key
  }

  private func install(_ rootView: View) {
    rootView.frame = bounds
    rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(rootView)
  }
}
