// KinemaDynamics: rigid bodies, soft constraints and the fixed-step world.
