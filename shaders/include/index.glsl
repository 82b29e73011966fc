// Linear indices over 1-D, 2-D and 3-D grids. The host spreads a 1-D count of workgroups over x, then y,
// then z when it exceeds maxComputeWorkGroupCount (src/device/grid.ts), and the shaders see the count as
// one line: workgroup x + X * (y + Y * z). Workgroups past the end must return (the grid may round up).
// Include it after the shader's local_size layout: gl_WorkGroupSize is the size declared so far.

// The workgroup's position in the line of workgroups.
uint linearGroup() {
  return gl_WorkGroupID.x + gl_NumWorkGroups.x * (gl_WorkGroupID.y + gl_NumWorkGroups.y * gl_WorkGroupID.z);
}

// The invocation's position in the line of invocations (1-D workgroups: local_size_x only).
uint linearInvocation() {
  return linearGroup() * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
}
