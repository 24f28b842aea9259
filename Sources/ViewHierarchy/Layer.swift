import Foundation
import Runtime

/// A node of a view's layer tree: where video layers attach and where rendered contents go.
///
/// Every ``View`` owns one root layer (``View/layer``); video layers are added to it with
/// ``addSublayer(_:)``, as on iOS (`view.layer.addSublayer(playerLayer)`). A layer is in a window
/// when the view that hosts its tree is.
@preconcurrency @MainActor
open class Layer {
  /// The layer this one is a sublayer of.
  public private(set) weak var superlayer: Layer?
  /// The sublayers, back to front.
  public private(set) var sublayers: [Layer] = []
  /// The layer's frame in its superlayer's coordinates.
  public var frame: CGRect = .zero
  /// What the layer shows; a renderer may store the frame it presents here.
  public var contents: AnyObject?

  weak var rootOfView: View?

  /// Creates a layer with no superlayer; required, since a view makes its layer from its
  /// `layerClass` with it.
  public required init() {}

  /// The view whose layer tree contains this layer.
  public var hostingView: View? { rootOfView ?? superlayer?.hostingView }

  /// Adds `layer` on top of the sublayers, removing it from its previous superlayer first.
  ///
  /// Adding a layer to itself or to one of its own sublayers is refused (a cycle) with a diagnostic.
  public func addSublayer(_ layer: Layer) {
    guard !isInTree(of: layer) else {
      Simulation.current.diagnostics.record(
        .viewHierarchyCycle, severity: .warning, subject: "layer",
        message: "addSublayer ignored: a layer cannot contain itself or one of its ancestors")
      return
    }
    layer.removeFromSuperlayer()
    sublayers.append(layer)
    layer.superlayer = self
    simulation.userInterface.hierarchyChanges.notify(.layerMoved(layer))
  }

  /// Detaches the layer from its superlayer; does nothing when it has none.
  public func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayers.removeAll { $0 === self }
    self.superlayer = nil
    superlayer.simulation.userInterface.hierarchyChanges.notify(.layerMoved(self))
  }

  /// The simulation whose screen shows the layer's tree, else the current one.
  private var simulation: Simulation { hostingView?.window?.windowScene?.simulation ?? .current }

  private func isInTree(of candidateAncestor: Layer) -> Bool {
    var current: Layer? = self
    while let layer = current {
      if layer === candidateAncestor { return true }
      current = layer.superlayer
    }
    return false
  }
}
