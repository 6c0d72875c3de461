// The umbrella module: `import Kinema` brings the scene graph and the three lower modules.
@_exported import KinemaCore
@_exported import KinemaDynamics
@_exported import KinemaLayout
