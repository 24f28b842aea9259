import ViewHierarchy

extension Layer {
  /// The sink whose frames the layer shows, or nil when its contents are something else.
  public var frameSink: LayerFrameSink? { contents as? LayerFrameSink }

  /// The frame the layer shows now, with a checksum of its pixels; nil when it shows none.
  public var presentedFrame: PresentedFrame? { frameSink?.frameOnScreen() }
}
