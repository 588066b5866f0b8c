"""Plain-Python helpers emitted into every clean module (input checks that raise ValueError
naming the argument, the expected and the actual value; an input in another memory layout
is copied into the one the kernels index; weight loading)."""

CHECKS = '''
def _check_input(name, value, ndim, dtype, device):
    if not isinstance(value, torch.Tensor):
        raise ValueError(f"{name}: expected a tensor, got {type(value).__name__}")
    if value.ndim != ndim:
        raise ValueError(f"{name}: expected {ndim} dimensions, got shape {tuple(value.shape)}")
    if value.dtype != dtype:
        raise ValueError(f"{name}: expected dtype {dtype}, got {value.dtype}")
    if value.device.type != device:
        raise ValueError(f"{name}: expected a tensor on {device}, got one on {value.device}")


def _check_range(name, value, low, high):
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"{name} = {value} is outside its range [{low}, {high}]")


def _check_shape(name, value, shape, stride):
    """`value` laid out as the kernels index it: itself when its strides match (those of
    dims of size 1 and of empty tensors mean nothing), else a copy in that layout."""
    if value.stride() == stride and value.shape == shape:
        return value
    if tuple(value.shape) != tuple(shape):
        raise ValueError(f"{name}: expected shape {tuple(shape)}, got {tuple(value.shape)}")
    if value.numel() == 0 or all(
        size <= 1 or want == got for size, want, got in zip(shape, stride, value.stride())
    ):
        return value
    if any(size > 1 and want == 0 for size, want in zip(shape, stride)):
        raise ValueError(
            f"{name}: expected stride {tuple(stride)} (a broadcast tensor), got {value.stride()}"
        )
    return torch.empty_strided(shape, stride, dtype=value.dtype, device=value.device).copy_(value)
'''

# Only in modules whose `call` takes views of buffers or inputs at an offset (Inductor's
# `reinterpret_tensor`, kept by that name).
VIEWS = """
def _reinterpret_view(base, size, stride, offset=0):
    return base.as_strided(size, stride, base.storage_offset() + offset)


# `reinterpret_tensor(base, size, stride, offset)`: a view of base's memory with these sizes
# and strides, starting `offset` elements after where base starts (an input may itself be a
# view). The C++ helper Inductor's own wrapper calls where this torch has it: half the host
# time of torch.as_strided, which matters at hundreds of views a call.
_TORCH_GUARDS = getattr(getattr(torch._C, "_dynamo", None), "guards", None)
reinterpret_tensor = getattr(_TORCH_GUARDS, "_reinterpret_tensor", _reinterpret_view)
"""

# Only in modules whose lowering assumed something of the sizes that the dims' ranges do not
# say (pipeline/lower/lower.py: LoweringGuard).
SIZES = """
def _check_sizes(holds, condition, why):
    if not holds:
        raise ValueError(
            f"these sizes are outside what the module was made for: {condition} is false ({why})"
        )
"""

WEIGHTS = '''
_weights = None


def load_weights():
    """The parameters and buffers, read once from `<this file's name>.weights.pt` next to
    this module (written by Kernel Studio with torch.save)."""
    global _weights
    if _weights is None:
        path = os.path.splitext(os.path.abspath(__file__))[0] + ".weights.pt"
        _weights = torch.load(path, map_location=DEVICE, weights_only=True)
    return _weights
'''

# Launch grids' ceiling division (grids.py).
CDIV = '''
def _cdiv(a, b):
    """Blocks of size `b` that cover `a`: triton.cdiv for launch grids, in plain Python."""
    return -(a // -b)
'''

# A cuda module's Triton kernels launch through `_CachedLaunch` (a decorator above
# `@triton.jit`): the same launch as Triton's JIT, without its per-launch binding and cache
# lookup once a kernel is compiled for the arguments' specialization.
LAUNCH_FLAG = """
# Kernels launch from a cache of their compiled forms (`@_cached_launch`). False launches
# every kernel through Triton's JIT: the same kernels, more host time per launch.
LAUNCH_CACHE = True
"""

LAUNCH = '''
class _CachedLaunch:
    """`kernel[grid](*args, **options)` as Triton's JIT runs it, with the compiled kernel
    remembered for what the JIT compiles it for (each tensor's dtype and 16-byte alignment,
    the other arguments' values, the options): a later launch with the same goes straight
    to the compiled kernel's launcher. A first launch, a grid function, a changed global
    the kernel reads or an active launch hook goes through the JIT, which compiles and
    checks as usual."""

    def __init__(self, fn):
        self.fn = fn
        self.compiled = {}

    def __getattr__(self, name):
        return getattr(self.fn, name)

    def __getitem__(self, grid):
        return functools.partial(self.launch, grid)

    def launch(self, grid, *args, **options):
        if not LAUNCH_CACHE or callable(grid):
            return self.fn[grid](*args, **options)
        device = _current_device()
        key = (
            device,
            *options.items(),
            *[
                (a.dtype, a.data_ptr() % 16 == 0) if isinstance(a, torch.Tensor) else (type(a), a)
                for a in args
            ],
        )
        try:
            hit = self.compiled.get(key)
        except TypeError:  # an argument that cannot be part of a key
            hit = key = None
        enter, leave = _RUNTIME.launch_enter_hook, _RUNTIME.launch_exit_hook
        if (
            hit is None
            or getattr(enter, "calls", True)
            or getattr(leave, "calls", True)
            or (self.fn.used_global_vals and self._globals_changed())
        ):
            kernel = self.fn[grid](*args, **options)  # compiles, or says what changed
            if key is not None:
                self._remember(key, kernel, len(args), options)
            return kernel
        launcher, handles, tail, kernel = hit
        size = len(grid)
        # No launch metadata and no hooks: both hook chains are empty here.
        launcher(
            grid[0],
            grid[1] if size > 1 else 1,
            grid[2] if size > 2 else 1,
            _current_stream(device),
            *handles,
            None,
            None,
            None,
            *args,
            *tail,
        )
        return kernel

    def _remember(self, key, kernel, given, options):
        names = self.fn.arg_names[given:]
        if (
            len(self.compiled) < 256
            and all(name in options for name in names)
            and not self.fn.pre_run_hooks
            and not hasattr(kernel, "result")
        ):
            launcher = kernel.run
            handles = (kernel.function, kernel.packed_metadata)
            # Triton's CUDA launcher without its Python wrapper, which only allocates
            # scratch memory (none here) before calling it.
            if (
                type(launcher).__name__ == "CudaLauncher"
                and getattr(launcher, "global_scratch_size", 1) == 0
                and getattr(launcher, "profile_scratch_size", 1) == 0
                and hasattr(launcher, "launch_pdl")
            ):
                handles = (
                    kernel.function,
                    launcher.launch_cooperative_grid,
                    launcher.launch_pdl,
                    None,
                    None,
                    kernel.packed_metadata,
                )
                launcher = launcher.launch
            tail = tuple(options[name] for name in names)
            self.compiled[key] = (launcher, handles, tail, kernel)

    def _globals_changed(self):
        return any(
            scope.get(name, self) != value
            for (name, _), (value, scope) in self.fn.used_global_vals.items()
        )


def _cached_launch(fn):
    """The kernel's decorator (above `@triton.jit`). The Triton interpreter's kernels and
    autotuned ones launch as they are."""
    if (
        isinstance(fn, triton.runtime.JITFunction)
        and hasattr(triton, "knobs")
        and _current_device is not None
    ):
        return _CachedLaunch(fn)
    return fn


_RUNTIME = getattr(triton, "knobs", None) and triton.knobs.runtime
# What Triton's CUDA driver reads (torch.cuda.current_device without its lazy-init check:
# a cached kernel means CUDA is up).
_current_device = getattr(torch._C, "_cuda_getDevice", None)
_current_stream = getattr(torch._C, "_cuda_getCurrentRawStream", None)
'''

# A cuda module exported with the Inductor option `triton.cudagraphs` (torch.compile's
# reduce-overhead mode): `call` is decorated with `_CudaGraphed` and replayed as a CUDA graph.
GRAPHS_FLAG = """
# `call` replays as a CUDA graph (exported with triton.cudagraphs). False launches each
# kernel from Python instead: for debugging, or to time the kernels one by one.
CUDA_GRAPHS = True
"""

GRAPHS = '''
class _CudaGraphed:
    """`call` replayed as CUDA graphs, one per input shape. The first call with a set of
    input shapes, strides and dtypes runs the kernels as usual (compiling and warming them
    up) and records them into a graph; later calls with the same copy the inputs into the
    graph's own, replay it and return copies of its outputs (the next replay overwrites the
    graph's own). Inputs the model writes in place are written back after each replay. The
    graphs share one memory pool; the `keep` shapes used last keep theirs. A call that cannot
    be recorded (it reads a value back to the host) launches its kernels one by one at that
    shape from then on.

    `buckets` (dim name -> sizes) pads those dims: a call whose size is at most the largest
    bucket runs at the next bucket size, the padding repeating the input's last row, and
    returns its outputs cut back to the real size. `inputs` and `outputs` name, per
    argument and per returned tensor, the bucketed dim of each dim (None: not padded)."""

    def __init__(self, fn, written=(), keep=16, buckets=None, inputs=(), outputs=()):
        self.__wrapped__ = fn
        self.__doc__ = fn.__doc__
        self.written = written
        self.keep = keep
        self.buckets = buckets or {}
        self.inputs = inputs
        self.outputs = outputs
        self.graphs = {}
        self.pool = None

    def __call__(self, *args):
        if not CUDA_GRAPHS or torch.cuda.is_current_stream_capturing():
            return self.__wrapped__(*args)
        sizes = self._bucketed(args) if self.buckets else None
        if sizes:
            return self._padded(args, sizes)
        return self._exact(args)

    def _exact(self, args):
        key = tuple(
            (a.shape, a.stride(), a.dtype, a.device) if isinstance(a, torch.Tensor) else a
            for a in args
        )
        graph = self.graphs.pop(key, None)
        if graph is None:
            return self._record(key, args)
        self.graphs[key] = graph
        if graph is False:
            return self.__wrapped__(*args)
        cuda_graph, inputs, outputs, parts = graph
        for own, given, part in zip(inputs, args, parts):
            if part is not None:
                own.copy_(given[part])
            elif own is not None:
                own.copy_(given)
        cuda_graph.replay()
        for i in self.written:
            args[i].copy_(inputs[i])
        return _copied(outputs)

    def _record(self, key, args):
        out = self._warm_up(args)
        inputs = [
            torch.empty_strided(a.shape, a.stride(), dtype=a.dtype, device=a.device)
            if isinstance(a, torch.Tensor)
            else None
            for a in args
        ]
        # A broadcast input (stride 0, as `expand` makes) holds one value along such a
        # dim: the copy writes that slice, not every position of it.
        parts = [_broadcast_part(a) for a in args]
        outputs = self._capture([a if own is None else own for a, own in zip(args, inputs)])
        if outputs is None:
            self._keep(key, False)
        else:
            views = [own if p is None else own[p] for own, p in zip(inputs, parts)]
            self._keep(key, (outputs[0], views, outputs[1], parts))
        return out

    def _bucketed(self, args):
        """Each bucketed dim's (size, bucket) for this call; None where nothing is padded or
        the arguments do not fit the plan (`call` then says what is wrong)."""
        sizes = {}
        if len(args) != len(self.inputs):
            return None
        for a, dims in zip(args, self.inputs):
            if not dims:
                continue
            if not isinstance(a, torch.Tensor) or a.ndim != len(dims):
                return None
            for size, step, name in zip(a.shape, a.stride(), dims):
                if step == 0 and size > 1:
                    return None  # a broadcast input: recorded at its own shape
                if name is not None and sizes.setdefault(name, size) != size:
                    return None
        out = {}
        for name, size in sizes.items():
            bucket = next((b for b in self.buckets[name] if b >= size), None)
            if size > 0 and bucket is not None:
                out[name] = (size, bucket)
        return out or None

    def _padded(self, args, sizes):
        own_shapes = [
            (_padded_shape(a, dims, sizes), _dim_order(a), a.dtype, a.device)
            if isinstance(a, torch.Tensor)
            else a
            for a, dims in zip(args, self.inputs)
        ]
        key = ("bucket", *own_shapes)
        graph = self.graphs.pop(key, None)
        if graph is None:
            return self._record_padded(key, args, sizes)
        self.graphs[key] = graph
        if graph is False:  # the bucket cannot run or be recorded: this shape's own graph
            return self._exact(args)
        cuda_graph, inputs, outputs = graph
        for own, given, dims in zip(inputs, args, self.inputs):
            if own is not None:
                _pad_into(own, given, dims, sizes)
        cuda_graph.replay()
        self._write_back(args, inputs, sizes)
        return self._cut(outputs, sizes)

    def _record_padded(self, key, args, sizes):
        inputs = [
            _empty_padded(a, dims, sizes) if isinstance(a, torch.Tensor) else None
            for a, dims in zip(args, self.inputs)
        ]
        for own, given, dims in zip(inputs, args, self.inputs):
            if own is not None:
                _pad_into(own, given, dims, sizes)
        padded = [a if own is None else own for a, own in zip(args, inputs)]
        try:
            out = self._warm_up(padded)
        except ValueError:
            # The padded sizes fail a check of `call` (a size it was made for) that the
            # real ones may pass: this bucket runs each shape as itself.
            self._keep(key, False)
            return self._exact(args)
        self._write_back(args, inputs, sizes)
        outputs = self._capture(padded)
        self._keep(key, False if outputs is None else (outputs[0], inputs, outputs[1]))
        return self._cut(out, sizes)

    def _write_back(self, args, inputs, sizes):
        for i in self.written:
            args[i].copy_(_cut_to(inputs[i], self.inputs[i], sizes))

    def _cut(self, value, sizes):
        if isinstance(value, torch.Tensor):
            return _cut_copy(value, self.outputs[0] if self.outputs else (), sizes)
        if isinstance(value, (tuple, list)):
            dims = list(self.outputs) + [()] * (len(value) - len(self.outputs))
            return type(value)(_cut_copy(v, d, sizes) for v, d in zip(value, dims))
        return value

    def _warm_up(self, args):
        """The call run as usual, on a side stream (kernels compile, libraries warm up)."""
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):
            out = self.__wrapped__(*args)
        torch.cuda.current_stream().wait_stream(side)
        return out

    def _capture(self, args):
        """(graph, outputs) recorded from the call on `args`, or None where it cannot be."""
        if self.pool is None:
            self.pool = torch.cuda.graph_pool_handle()
        cuda_graph = torch.cuda.CUDAGraph()
        try:
            with torch.cuda.graph(cuda_graph, pool=self.pool):
                outputs = self.__wrapped__(*args)
        except Exception as exc:  # whatever stopped the recording
            torch.cuda.synchronize()
            warnings.warn(f"call runs without a CUDA graph at these input shapes: {exc}")
            return None
        return cuda_graph, outputs

    def _keep(self, key, graph):
        self.graphs[key] = graph
        while len(self.graphs) > self.keep:
            del self.graphs[next(iter(self.graphs))]


def _broadcast_part(value):
    """The index of a tensor's stored values when a dim of it repeats one (stride 0)."""
    if not isinstance(value, torch.Tensor) or 0 not in value.stride():
        return None
    return tuple(slice(0, 1) if step == 0 else slice(None) for step in value.stride())


def _dim_order(value):
    """The tensor's dims from the outermost in memory to the innermost."""
    return tuple(sorted(range(value.ndim), key=lambda d: -value.stride(d)))


def _padded_shape(value, dims, sizes):
    return tuple(sizes[n][1] if n in sizes else s for s, n in zip(value.shape, dims))


def _empty_like_order(value, shape):
    """An uninitialised dense tensor of `shape` laid out in `value`'s dim order."""
    order = _dim_order(value)
    base = torch.empty([shape[d] for d in order], dtype=value.dtype, device=value.device)
    return base.permute([order.index(d) for d in range(value.ndim)])


def _empty_padded(value, dims, sizes):
    return _empty_like_order(value, _padded_shape(value, dims, sizes))


def _pad_into(own, given, dims, sizes):
    """`given` copied into the padded `own`, each padded dim's extra rows repeating its last
    real one (real values: a norm or a division over them stays finite)."""
    padded = [(d, sizes[n][0]) for d, n in enumerate(dims) if n in sizes]
    _cut_to(own, dims, sizes).copy_(given)
    for k, (d, size) in enumerate(padded):
        part = own
        for later, later_size in padded[k + 1 :]:
            part = part.narrow(later, 0, later_size)
        if part.shape[d] > size:
            part.narrow(d, size, part.shape[d] - size).copy_(part.narrow(d, size - 1, 1))


def _cut_to(value, dims, sizes):
    """The real rows of a padded tensor (a view)."""
    for d, n in enumerate(dims):
        if n in sizes:
            value = value.narrow(d, 0, sizes[n][0])
    return value


def _cut_copy(value, dims, sizes):
    """A copy of an output's real rows, in the output's own dim order."""
    if not isinstance(value, torch.Tensor):
        return value
    if not any(n in sizes for n in dims):
        return value.clone()
    real = _cut_to(value, dims, sizes)
    return _empty_like_order(value, real.shape).copy_(real)


def _cuda_graphs(written=(), buckets=None, inputs=(), outputs=()):
    """`call`'s decorator: `written` are the positions of the inputs it writes in place;
    `buckets`, `inputs` and `outputs` its padded dims (_CudaGraphed)."""
    return lambda fn: _CudaGraphed(
        fn, written, buckets=buckets, inputs=inputs, outputs=outputs
    )


def _copied(value):
    if isinstance(value, torch.Tensor):
        return value.clone()
    if isinstance(value, (tuple, list)):
        return type(value)(_copied(v) for v in value)
    return value
'''
