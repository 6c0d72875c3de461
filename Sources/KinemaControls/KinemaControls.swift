// KinemaControls: the four tutorial controls as state machines driven by event scripts.
