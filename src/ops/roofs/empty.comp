#version 450
// empty (launch-overhead roof): does nothing. No bindings, no push constants.
// Workgroup size: specialization constant 0 (local_size_x, default 64). Grid: any (usually 1 workgroup).

layout(local_size_x = 64, local_size_x_id = 0) in;

void main() {}
