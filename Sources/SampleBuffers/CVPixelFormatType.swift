import PixelBuffers

// CoreVideo's pixel format types, with Apple's four-character codes (CVPixelBuffer.h). Those whose
// memory layout a libavutil format has are held by PiPSim's buffers; the others are declared so that
// code naming them compiles, and creating a buffer of one fails with `kCVReturnInvalidPixelFormat`.

/// 1 bit per pixel, black and white (`0x00000001`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_1Monochrome: OSType = 0x0000_0001
/// 8-bit indexed colour, a palette (`0x00000008`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_8Indexed: OSType = 0x0000_0008
/// 16-bit big-endian RGB 5-5-5 (`0x00000010`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_16BE555: OSType = 0x0000_0010
/// 24-bit red, green, blue (`0x00000018`).
///
/// Held as libavutil's `rgb24`.
public let kCVPixelFormatType_24RGB: OSType = 0x0000_0018
/// 32-bit alpha, red, green, blue (`0x00000020`).
///
/// Held as libavutil's `argb`.
public let kCVPixelFormatType_32ARGB: OSType = 0x0000_0020
/// 24-bit blue, green, red (`'24BG'`).
///
/// Held as libavutil's `bgr24`.
public let kCVPixelFormatType_24BGR: OSType = 0x3234_4247
/// 32-bit blue, green, red, alpha (`'BGRA'`).
///
/// Held as libavutil's `bgra`.
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241
/// 32-bit alpha, blue, green, red (`'ABGR'`).
///
/// Held as libavutil's `abgr`.
public let kCVPixelFormatType_32ABGR: OSType = 0x4142_4752
/// 32-bit red, green, blue, alpha (`'RGBA'`).
///
/// Held as libavutil's `rgba`.
public let kCVPixelFormatType_32RGBA: OSType = 0x5247_4241
/// 64-bit big-endian alpha, red, green, blue (`'b64a'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_64ARGB: OSType = 0x6236_3461
/// 48-bit big-endian red, green, blue (`'b48r'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_48RGB: OSType = 0x6234_3872
/// 16-bit big-endian grey (`'b16g'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_16Gray: OSType = 0x6231_3667
/// 30-bit red, green, blue in 32 bits (`'R10k'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_30RGB: OSType = 0x5231_306B
/// One 8-bit component per pixel (`'L008'`).
///
/// Held as libavutil's `gray8`.
public let kCVPixelFormatType_OneComponent8: OSType = 0x4C30_3038
/// One 16-bit float component per pixel (`'L00h'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_OneComponent16Half: OSType = 0x4C30_3068
/// One 32-bit float component per pixel (`'L00f'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_OneComponent32Float: OSType = 0x4C30_3066
/// Two 8-bit components per pixel (`'2C08'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_TwoComponent8: OSType = 0x3243_3038
/// 32-bit float depth (`'fdep'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_DepthFloat32: OSType = 0x6664_6570
/// 16-bit float disparity (`'hdis'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_DisparityFloat16: OSType = 0x6864_6973
/// Packed 4:2:2, Cb Y0 Cr Y1 (`'2vuy'`).
///
/// Held as libavutil's `uyvy422`.
public let kCVPixelFormatType_422YpCbCr8: OSType = 0x3276_7579
/// Packed 4:2:2, Y0 Cb Y1 Cr (`'yuvs'`).
///
/// Held as libavutil's `yuyv422`.
public let kCVPixelFormatType_422YpCbCr8_yuvs: OSType = 0x7975_7673
/// Packed 10-bit 4:2:2 (`'v210'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_422YpCbCr10: OSType = 0x7632_3130
/// Packed 4:4:4:4 with alpha (`'v408'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_4444YpCbCrA8: OSType = 0x7634_3038
/// Three-plane 4:2:0, video range (`'y420'`).
///
/// Held as libavutil's `yuv420p`.
public let kCVPixelFormatType_420YpCbCr8Planar: OSType = 0x7934_3230
/// Three-plane 4:2:0, full range (`'f420'`).
///
/// Held as libavutil's `yuv420p`.
public let kCVPixelFormatType_420YpCbCr8PlanarFullRange: OSType = 0x6634_3230
/// Biplanar 4:2:0 (NV12), video range (`'420v'`).
///
/// Held as libavutil's `nv12`.
public let kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: OSType = 0x3432_3076
/// Biplanar 4:2:0 (NV12), full range (`'420f'`).
///
/// Held as libavutil's `nv12`.
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066
/// Biplanar 4:2:0 of 10-bit samples in the high bits of 16, video range (`'x420'`).
///
/// Held as libavutil's `p010le`.
public let kCVPixelFormatType_420YpCbCr10BiPlanarVideoRange: OSType = 0x7834_3230
/// Biplanar 4:2:0 of 10-bit samples in the high bits of 16, full range (`'xf20'`).
///
/// Held as libavutil's `p010le`.
public let kCVPixelFormatType_420YpCbCr10BiPlanarFullRange: OSType = 0x7866_3230
/// Biplanar 4:2:2 of 10-bit samples, video range (`'x422'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_422YpCbCr10BiPlanarVideoRange: OSType = 0x7834_3232
/// Lossless-compressed 32-bit BGRA (`'&BGA'`).
///
/// - Note: Not simulated; `CVPixelBufferCreate` refuses it with `kCVReturnInvalidPixelFormat`.
public let kCVPixelFormatType_Lossless_32BGRA: OSType = 0x2642_4741

extension CVPixelBuffer {
  /// The libavutil formats of the CoreVideo pixel format types PiPSim's buffers hold.
  static let heldFormats: [OSType: PixelFormat] = [
    kCVPixelFormatType_24RGB: .rgb24,
    kCVPixelFormatType_32ARGB: .argb,
    kCVPixelFormatType_24BGR: .bgr24,
    kCVPixelFormatType_32BGRA: .bgra,
    kCVPixelFormatType_32ABGR: .abgr,
    kCVPixelFormatType_32RGBA: .rgba,
    kCVPixelFormatType_OneComponent8: .gray8,
    kCVPixelFormatType_422YpCbCr8: .uyvy422,
    kCVPixelFormatType_422YpCbCr8_yuvs: .yuyv422,
    kCVPixelFormatType_420YpCbCr8Planar: .yuv420p,
    kCVPixelFormatType_420YpCbCr8PlanarFullRange: .yuv420p,
    kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: .nv12,
    kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: .nv12,
    kCVPixelFormatType_420YpCbCr10BiPlanarVideoRange: .p010le,
    kCVPixelFormatType_420YpCbCr10BiPlanarFullRange: .p010le,
  ]
}
