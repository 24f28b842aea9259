/// The presentation time stamped on a frame to show at the next tick whatever the master clock says:
/// a frame enqueued to display immediately has no time of its own, so no one may read this as one.
package let immediatePresentationTimeNanoseconds = Int64.min
