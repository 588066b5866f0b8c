"""What each kernel compiles to (the `kernel/compiled` method, docs/protocol.md): the
stages Triton produces for a kernel as the module launches it (TTIR, TTGIR, LLVM IR, PTX,
SASS) or the assembly of a C++ kernel, each line mapped to the module line it comes from,
with the kernel's resources (registers, spills, shared memory, instruction classes,
occupancy), and the same for the pristine module with the deltas between them.

- launch.py: the launch the module makes (argument dtypes, constants, warps, stages),
  read from `call`'s text without running it;
- triton_worker.py: the child process that compiles a Triton kernel for a named target
  (no GPU needed) and disassembles it;
- cpp_asm.py: a C++ kernel's assembly, built with the module's own flags plus -g;
- line_maps.py, resources.py: reading the stages;
- kernel.py: the whole request, with the pristine side and the deltas."""
