import Runtime

extension Layer {
  /// The sublayers, back to front; nil when there are none, as on iOS.
  ///
  /// Setting it removes every current sublayer and adds the new ones in order (each leaving its
  /// previous superlayer first); setting nil or an empty array removes them all.
  public var sublayers: [Layer]? {
    get { orderedSublayers.isEmpty ? nil : orderedSublayers }
    set {
      for layer in orderedSublayers { layer.removeFromSuperlayer() }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Adds `layer` on top of the sublayers, removing it from its previous superlayer first.
  ///
  /// Adding a layer to itself or to one of its own sublayers is refused (a cycle) with a diagnostic.
  public func addSublayer(_ layer: Layer) {
    insert(layer) { $0.orderedSublayers.count }
  }

  /// Inserts `layer` at `index` among the sublayers, removing it from its previous superlayer first;
  /// an index past the end appends.
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    insert(layer) { _ in Int(index) }
  }

  /// Inserts `layer` just above `sibling`; when `sibling` is nil or not a sublayer, on top of them all.
  ///
  /// Apple's documentation is silent on a sibling that is not a sublayer; PiPSim puts the layer
  /// where a nil sibling would (see docs/ios-behaviour.md).
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    guard layer !== sibling else { return }
    insert(layer) { parent in
      sibling.flatMap(parent.index(ofSublayer:)).map { $0 + 1 } ?? parent.orderedSublayers.count
    }
  }

  /// Inserts `layer` just below `sibling`; when `sibling` is nil or not a sublayer, below them all.
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    guard layer !== sibling else { return }
    insert(layer) { parent in sibling.flatMap(parent.index(ofSublayer:)) ?? 0 }
  }

  /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer`.
  ///
  /// A layer that is not a sublayer of this one is left alone with a diagnostic (Apple leaves the
  /// result undefined).
  public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard oldLayer.superlayer === self else {
      Simulation.current.diagnostics.record(
        .layerNotASublayer, severity: .warning, subject: "CALayer.replaceSublayer(_:with:)",
        message: "replaceSublayer ignored: the layer to replace is not a sublayer of this layer")
      return
    }
    guard oldLayer !== newLayer else { return }
    insertSublayer(newLayer, above: oldLayer)
    if newLayer.superlayer === self { oldLayer.removeFromSuperlayer() }
  }

  /// Detaches the layer from its superlayer; does nothing when it has none.
  public func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.orderedSublayers.removeAll { $0 === self }
    self.superlayer = nil
    superlayer.simulation.userInterface.hierarchyChanges.notify(.layerMoved(self))
  }

  /// Moves `layer` out of its superlayer and into this layer's sublayers at the index `position`
  /// gives once it is out (clamped to the sublayers' range).
  private func insert(_ layer: Layer, at position: (Layer) -> Int) {
    guard !isInTree(of: layer) else {
      Simulation.current.diagnostics.record(
        .viewHierarchyCycle, severity: .warning, subject: "CALayer",
        message: "addSublayer ignored: a layer cannot contain itself or one of its ancestors")
      return
    }
    layer.removeFromSuperlayer()
    let index = min(max(position(self), 0), orderedSublayers.count)
    orderedSublayers.insert(layer, at: index)
    layer.superlayer = self
    simulation.userInterface.hierarchyChanges.notify(.layerMoved(layer))
  }

  private func index(ofSublayer layer: Layer) -> Int? {
    orderedSublayers.firstIndex { $0 === layer }
  }

  private func isInTree(of candidateAncestor: Layer) -> Bool {
    var current: Layer? = self
    while let layer = current {
      if layer === candidateAncestor { return true }
      current = layer.superlayer
    }
    return false
  }
}
