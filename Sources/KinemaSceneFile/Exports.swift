// `import KinemaSceneFile` brings the engine a description builds (`Kinema` and the modules it
// re-exports), so a program can load a file and use its scene with one import.
@_exported import Kinema
