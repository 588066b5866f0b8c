"""The helper definitions of torch 2.15's torch/csrc/inductor/cpp_prefix.h that differ from
torch 2.11's (helpers.py, reductions.py), copied verbatim from it (BSD-3-Clause, PyTorch
contributors): pieces that replace 2.11's (`PIECES`: (section, index) -> text) and sections
2.11 has not (`SECTIONS`, each placed before the 2.11 section named by `BEFORE`). torch 2.15's
kernels call the new helpers (`inductor_cpu_integer_div_error_flag` in every kernel) and
rely on the changed ones (Welford's guard against inf - inf, mod's check of a zero divisor)."""

# (section name, index of the piece) -> the piece's text in torch 2.15.
PIECES = {
    ("traits", 0): r"""
template <typename T>
struct Welford {
  T mean = T(0);
  T m2 = T(0);
  // Use weight for tail cases since the index of each element in the vec may be
  // different. A single index can not express masked welford reduction.
  T weight = T(0);
  uint64_t index = 0;
};

template <typename T>
struct IsVecType : std::false_type {};

template <typename T>
struct IsVecMaskType : std::false_type {};

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename T>
struct IsVecType<at::vec::Vectorized<T>> : std::true_type {};
template <typename T, int N>
struct IsVecType<at::vec::VectorizedN<T, N>> : std::true_type {};

template <typename T, int N>
struct IsVecMaskType<at::vec::VecMask<T, N>> : std::true_type {};

template <typename dst_t, int dst_n, typename src_t, int src_n>
inline at::vec::VecMask<dst_t, dst_n> inductor_vec_mask_cast(
    const at::vec::VecMask<src_t, src_n>& mask) {
  return mask.template cast<dst_t, dst_n>();
}

template <typename dst_t, int dst_n>
inline at::vec::VecMask<dst_t, dst_n> inductor_vec_mask_cast(
    const at::vec::Vectorized<bool>& mask) {
  return at::vec::VecMask<dst_t, dst_n>::from(
      at::vec::VectorizedN<bool, 1>(mask));
}

template <typename dst_t, int dst_n, int src_n>
inline at::vec::VecMask<dst_t, dst_n> inductor_vec_mask_cast(
    const at::vec::VectorizedN<bool, src_n>& mask) {
  return at::vec::VecMask<dst_t, dst_n>::from(mask);
}
#endif

template <typename T>
struct GetScalarType {
  using type = T;
};

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename T>
struct GetScalarType<at::vec::Vectorized<T>> {
  using type = T;
};
template <typename T, int N>
struct GetScalarType<at::vec::VectorizedN<T, N>> {
  using type = T;
};
#endif
""",
    ("cascade_sum", 0): r"""
template <typename T, uint64_t kChunkSize>
struct CascadeSumHelper {
  // A data struct to help cascade summation:
  std::vector<T> sum_stk{};
  uint64_t depth{0}; // depth of sum_stk.
  uint64_t num_chunks{0}; // number of chunks stored in sum_stk.
  uint64_t index{0}; // index of the current data.
  CascadeSumHelper() = default;
  CascadeSumHelper(uint64_t N) {
    const uint64_t m = (N + kChunkSize - 1) / kChunkSize; // div up
    depth = ceil_log2_u64(m);
    sum_stk.assign(std::max(depth, static_cast<uint64_t>(1)), T(0));
  }
};

template <typename T, uint64_t kChunkSize = 0>
inline T cascade_sum_combine(T& data, CascadeSumHelper<T, kChunkSize>* c) {
  // Note: In order to be consistent with other reductions in inductor,
  // the returned value may be wrong and cascade_sum_final must be executed to
  // get the final correct result. Inductor uses the reduction suffix to ensure
  // that cascade_sum_final is called in the end.
  c->sum_stk[0] = c->sum_stk[0] + data;
  // Use cascade summation to improve numerical stability.
  // https://en.wikipedia.org/wiki/Pairwise_summation
  if (c->depth > 0) {
    c->index++;
    if (c->index == kChunkSize) {
      c->num_chunks += 1;
      c->index = 0;
      uint64_t mask = c->num_chunks;
      uint64_t j = 1;
      for (; j < c->depth && (mask & 1) == 0; ++j) {
        c->sum_stk[j] = c->sum_stk[j] + c->sum_stk[j - 1];
        c->sum_stk[j - 1] = T(0);
        mask >>= 1;
      }
      return c->sum_stk[j - 1];
    }
  }
  return c->sum_stk[0];
}

template <typename T, uint64_t kChunkSize = 0>
inline T cascade_sum_final(CascadeSumHelper<T, kChunkSize>* c) {
  T result = c->sum_stk[0];
  for (const auto i : c10::irange(1, c->depth)) {
    result = result + c->sum_stk[i];
  }
  return result;
}
""",
    ("welford", 0): r"""
template <typename T, uint64_t kChunkSize>
struct WelfordHelper {
  // A data struct to help welford reduction:
  // 1. Save the reciprocal of weights to avoid redundant divisions.
  // 2. Save the welford stack, which is used to combine welford reduction
  //    with cascade summation to improve numerical stability.
  static std::vector<typename GetScalarType<T>::type> weight_recps;
  std::vector<Welford<T>> welford_stk{};
  uint64_t depth{0}; // depth of welford_stk.
  uint64_t num_chunks{0}; // number of chunks stored in welford_stk.
  WelfordHelper() = default;
  WelfordHelper(uint64_t N) {
    const uint64_t m = (N + kChunkSize - 1) / kChunkSize; // div up
    depth = ceil_log2_u64(m);
    welford_stk.assign(depth, Welford<T>());
  }
};

template <typename T, uint64_t kChunkSize>
std::vector<typename GetScalarType<T>::type>
    WelfordHelper<T, kChunkSize>::weight_recps = []() {
      using scalar_t = typename GetScalarType<T>::type;
      std::vector<scalar_t> temp(kChunkSize);
      for (const auto i : c10::irange(kChunkSize)) {
        temp[i] = scalar_t(static_cast<double>(1) / static_cast<double>(i + 1));
      }
      return temp;
    }();

template <typename T>
Welford<T> welford_combine(
    const Welford<T>& a,
    const Welford<T>& b,
    bool use_index = false) {
  if (a.index == 0) {
    return b;
  }
  if (b.index == 0) {
    return a;
  }
  // Guard against inf - inf = NaN when both means are infinite and equal.
  // This occurs during FP16/BF16 LayerNorm when inputs overflow to inf.
  auto delta = b.mean - a.mean;
  if constexpr (IsVecType<T>::value) {
    delta = T::blendv(delta, T(0), a.mean == b.mean);
  } else {
    if (std::isinf(a.mean) && a.mean == b.mean) {
      delta = T(0);
    }
  }
  auto a_weight = use_index ? T(a.index) : a.weight;
  auto b_weight = use_index ? T(b.index) : b.weight;
  auto new_weight = a_weight + b_weight;
  auto new_index = a.index + b.index;
  auto wb_over_w = b_weight / new_weight;
  if constexpr (IsVecType<T>::value) {
    // Guard against division by zero
    wb_over_w = T::blendv(wb_over_w, T(0), new_weight == T(0));
  }
  auto result = Welford<T>{
      a.mean + delta * wb_over_w,
      a.m2 + b.m2 + delta * delta * a_weight * wb_over_w,
      new_weight,
      new_index};
  return result;
}

template <typename T, uint64_t kChunkSize = 0>
Welford<T> welford_combine(
    Welford<T>& acc,
    T& data,
    WelfordHelper<T, kChunkSize>* w = nullptr) {
  // Combine welford reduction with cascade summation to improve numerical
  // stability.
  // https://en.wikipedia.org/wiki/Algorithms_for_calculating_variance
  // https://en.wikipedia.org/wiki/Pairwise_summation
  if (w != nullptr && w->depth > 0 && acc.index == kChunkSize) {
    w->welford_stk[0] = welford_combine(w->welford_stk[0], acc);
    w->num_chunks += 1;
    acc.mean = T(0);
    acc.m2 = T(0);
    acc.weight = T(0);
    acc.index = 0;
    uint64_t mask = w->num_chunks;
    for (uint64_t j = 1; j < w->depth && (mask & 1) == 0; ++j) {
      w->welford_stk[j] =
          welford_combine(w->welford_stk[j], w->welford_stk[j - 1]);
      w->welford_stk[j - 1] = Welford<T>();
      mask >>= 1;
    }
  }
  // Add a single data point
  uint64_t new_index = acc.index + 1;
  auto new_weight = acc.weight + T(1);
  auto delta = data - acc.mean;
  T new_mean;
  // use new_index to fetch 1 / new_weight to avoid divisions
  new_mean = acc.mean +
      ((w == nullptr || acc.index >= w->weight_recps.size())
           ? delta / new_weight
           : delta * T(w->weight_recps[acc.index]));
  auto new_delta = data - new_mean;
  auto result =
      Welford<T>{new_mean, acc.m2 + delta * new_delta, new_weight, new_index};
  return result;
}

template <typename T, uint64_t kChunkSize>
Welford<T> welford_combine(Welford<T>& acc, WelfordHelper<T, kChunkSize>* w) {
  for (const auto i : c10::irange(w->depth)) {
    acc = welford_combine(acc, w->welford_stk[i]);
  }
  return acc;
}
""",
    ("argminmax", 2): r"""
template <typename T, int NV, int NI>
struct IndexValueVec {
  at::vec::VectorizedN<T, NV> value;
  at::vec::VectorizedN<int64_t, NI> index;

  IndexValueVec(const T _value) {
    value = at::vec::VectorizedN<T, NV>(_value);
    index = at::vec::VectorizedN<int64_t, NI>(0);
  };

  IndexValueVec() = default;
};

template <
    typename T,
    int NV,
    int NI,
    typename std::enable_if_t<at::vec::is_floating_point_v<T>, int> = 0>
at::vec::VecMask<int64_t, NI> inline get_mask_for_argmin_argmax(
    const at::vec::VecMask<T, NV>& vmask,
    const IndexValueVec<T, NV, NI>& a,
    const at::vec::VectorizedN<T, NV>& value,
    const at::vec::VectorizedN<int64_t, NI>& index) {
  /*
  vec impl for less_or_nan and greater_or_nan
  example for argmin:
  a.value = [NaN, NaN, 0, 2, 1, 0]
  value = [NaN, 0, 0, 1, 2, NaN]
  vmask = [false, false, false, false, true, false]
  all_nan_or_equal = [true, false, true, false, false, false]
  imask = [a.index[0] < index[0], ..., a.index[-1] < index[-1]]
  iv_mask = blendv (vmask, imask, all_nan_or_equal)
          [a.index[0] < index[0], false, a.index[2] < index[2], false, true,
  false] a_nan_b_not: [false, false, false, false, false, true] mask = iv_mask |
  a_nan_b_not [a.index[0] < index[0], false, a.index[2] < index[2], false, true,
  true]
  */
  using v_t = at::vec::VecMask<T, NV>;
  using i_t = at::vec::VecMask<int64_t, NI>;
  i_t vmask_itype = vmask.template cast<int64_t, NI>();
  // use itype here since there is vec impl for operator~ for itype
  // while there may not vec impl for vtype
  v_t isnan_a = a.value.isnan();
  i_t isnan_a_itype = isnan_a.template cast<int64_t, NI>();
  v_t isnan_b = value.isnan();
  i_t isnan_b_type = isnan_b.template cast<int64_t, NI>();
  i_t all_nan_mask = isnan_a_itype & isnan_b_type;
  v_t equal_mask = (a.value == value);
  i_t equal_mask_itype = equal_mask.template cast<int64_t, NI>();
  i_t all_nan_or_equal = all_nan_mask | equal_mask_itype;
  i_t imask(a.index < index);
  i_t iv_mask = i_t::blendv(vmask_itype, imask, all_nan_or_equal);
  i_t isnan_a_notnan_b = isnan_a_itype & (~isnan_b_type);
  return iv_mask | isnan_a_notnan_b;
}

template <
    typename T,
    int NV,
    int NI,
    typename std::enable_if_t<!at::vec::is_floating_point_v<T>, int> = 0>
at::vec::VecMask<int64_t, NI> inline get_mask_for_argmin_argmax(
    const at::vec::VecMask<T, NV>& vmask,
    const IndexValueVec<T, NV, NI>& a,
    const at::vec::VectorizedN<T, NV>& value,
    const at::vec::VectorizedN<int64_t, NI>& index) {
  using v_t = at::vec::VecMask<T, NV>;
  using i_t = at::vec::VecMask<int64_t, NI>;
  i_t vmask_itype = vmask.template cast<int64_t, NI>();
  v_t equal_mask = (a.value == value);
  i_t equal_mask_itype = equal_mask.template cast<int64_t, NI>();
  i_t imask(a.index < index);
  return i_t::blendv(vmask_itype, imask, equal_mask_itype);
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmin_vec_impl(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> value,
    at::vec::VectorizedN<int64_t, NI> index,
    std::optional<int64_t> tail_size) {
  at::vec::VecMask<T, NV> vmask(a.value < value);
  at::vec::VecMask<int64_t, NI> final_mask =
      get_mask_for_argmin_argmax<T, NV, NI>(vmask, a, value, index);
  if (tail_size.has_value()) {
    a.value = at::vec::VectorizedN<T, NV>::set(
        a.value, at::vec::minimum(a.value, value), tail_size.value());
    a.index = at::vec::VectorizedN<int64_t, NI>::set(
        a.index,
        at::vec::VecMask<int64_t, NI>::blendv(index, a.index, final_mask),
        tail_size.value());
  } else {
    a.value = at::vec::minimum(a.value, value);
    a.index = at::vec::VecMask<int64_t, NI>::blendv(index, a.index, final_mask);
  }
  return a;
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmax_vec_impl(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> value,
    at::vec::VectorizedN<int64_t, NI> index,
    std::optional<int64_t> tail_size) {
  at::vec::VecMask<T, NV> vmask(a.value > value);
  at::vec::VecMask<int64_t, NI> final_mask =
      get_mask_for_argmin_argmax<T, NV, NI>(vmask, a, value, index);
  if (tail_size.has_value()) {
    a.value = at::vec::VectorizedN<T, NV>::set(
        a.value, at::vec::maximum(a.value, value), tail_size.value());
    a.index = at::vec::VectorizedN<int64_t, NI>::set(
        a.index,
        at::vec::VecMask<int64_t, NI>::blendv(index, a.index, final_mask),
        tail_size.value());
  } else {
    a.value = at::vec::maximum(a.value, value);
    a.index = at::vec::VecMask<int64_t, NI>::blendv(index, a.index, final_mask);
  }
  return a;
}

template <typename T, int NI, bool horizontal>
inline at::vec::VectorizedN<int64_t, NI> create_index(int64_t next_index) {
  at::vec::VectorizedN<int64_t, NI> next_idx;
  if constexpr (horizontal) {
    next_idx = at::vec::VectorizedN<int64_t, NI>::arange(next_index, 1);
  } else {
    next_idx = at::vec::VectorizedN<int64_t, NI>(next_index);
  }
  return next_idx;
}

template <typename T, int NV, int NI, bool horizontal>
inline IndexValueVec<T, NV, NI>& argmin_combine_vec(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> next_value,
    int64_t next_index,
    std::optional<int64_t> tail_size = std::nullopt) {
  auto next_idx = create_index<T, NI, horizontal>(next_index);
  return argmin_vec_impl(a, next_value, next_idx, tail_size);
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmin_combine_vec(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> next_value,
    at::vec::VectorizedN<int64_t, NI> next_index,
    std::optional<int64_t> tail_size = std::nullopt) {
  return argmin_vec_impl(a, next_value, next_index, tail_size);
}

template <typename T, int NV, int NI, bool horizontal>
inline IndexValueVec<T, NV, NI>& argmax_combine_vec(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> next_value,
    int64_t next_index,
    std::optional<int64_t> tail_size = std::nullopt) {
  auto next_idx = create_index<T, NI, horizontal>(next_index);
  return argmax_vec_impl(a, next_value, next_idx, tail_size);
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmax_combine_vec(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> next_value,
    at::vec::VectorizedN<int64_t, NI> next_index,
    std::optional<int64_t> tail_size = std::nullopt) {
  return argmax_vec_impl(a, next_value, next_index, tail_size);
}

template <typename T, int NV, int NI>
inline IndexValue<T> argmin_vec_reduce_all(
    const IndexValueVec<T, NV, NI>& vec) {
  constexpr int len = at::vec::VectorizedN<T, NV>::size();
  __at_align__ T tmpval[len];
  __at_align__ int64_t tmpidx[len];
  vec.value.store(tmpval);
  vec.index.store(tmpidx);
  IndexValue res = IndexValue<T>(tmpidx[0], tmpval[0]);
  for (int i = 1; i < len; i++) {
    res = argmin_combine(res, tmpval[i], tmpidx[i]);
  }
  return res;
}

template <typename T, int NV, int NI>
inline IndexValue<T> argmax_vec_reduce_all(
    const IndexValueVec<T, NV, NI>& vec) {
  constexpr int len = at::vec::VectorizedN<T, NV>::size();
  __at_align__ T tmpval[len];
  __at_align__ int64_t tmpidx[len];
  vec.value.store(tmpval);
  vec.index.store(tmpidx);
  IndexValue res = IndexValue<T>(tmpidx[0], tmpval[0]);
  for (int i = 1; i < len; i++) {
    res = argmax_combine(res, tmpval[i], tmpidx[i]);
  }
  return res;
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmin_combine_vec(
    IndexValueVec<T, NV, NI>& vec_a,
    const IndexValueVec<T, NV, NI>& vec_b,
    std::optional<int64_t> tail_size = std::nullopt) {
  return argmin_vec_impl(vec_a, vec_b.value, vec_b.index, tail_size);
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmax_combine_vec(
    IndexValueVec<T, NV, NI>& vec_a,
    const IndexValueVec<T, NV, NI>& vec_b,
    std::optional<int64_t> tail_size = std::nullopt) {
  return argmax_vec_impl(vec_a, vec_b.value, vec_b.index, tail_size);
}
""",
    ("mod", 0): r"""
template <typename T, typename U>
inline std::common_type_t<T, U> mod(T a, U b) {
  using C = std::common_type_t<T, U>;
  static_assert(
      std::is_integral_v<C>,
      "inductor template mod(T a, U b) is only for integral types; use the float/double specializations "
      "for floating-point operands.");
  if (C10_UNLIKELY_OR_CONST(b == 0)) {
    inductor_cpu_note_integer_div_by_zero();
    return C(0);
  }
  const C a_c = static_cast<C>(a);
  const C b_c = static_cast<C>(b);
  if (a_c == std::numeric_limits<C>::min() && b_c == C(-1)) {
    return C(0);
  }
  return a_c % b_c;
}
template <>
inline float mod(float a, float b) {
  return std::fmod(a, b);
}
template <>
inline double mod(double a, double b) {
  return std::fmod(a, b);
}
""",
    ("atomic_add", 0): r"""
template <typename T>
struct AsIntegerType {
  typedef T type;
};
template <>
struct AsIntegerType<float> {
  typedef uint32_t type;
};
template <>
struct AsIntegerType<double> {
  typedef uint64_t type;
};
template <>
struct AsIntegerType<at::BFloat16> {
  typedef uint16_t type;
};

template <typename T>
typename std::enable_if_t<
    !c10::is_reduced_floating_point_v<T>,
    T> inline fetch_value(volatile T* addr) {
  return *addr;
}

template <typename T>
typename std::enable_if_t<
    c10::is_reduced_floating_point_v<T>,
    T> inline fetch_value(volatile T* addr) {
  return T(addr->x, T::from_bits());
}

template <typename T>
typename std::enable_if_t<!std::is_integral_v<T>> atomic_add(
    volatile T* addr,
    T offset) {
  typedef typename AsIntegerType<T>::type alt_type;

  static_assert(
      sizeof(std::atomic<alt_type>) == sizeof(T), "std::atomic issue");

  alt_type expected;

  alt_type desired;

  std::atomic<alt_type>* atomic_addr = (std::atomic<alt_type>*)addr;
  do {
    T val = fetch_value(addr);
    reinterpret_cast<T*>(&expected)[0] = val;
    reinterpret_cast<T*>(&desired)[0] = val + offset;
  } while (!atomic_addr->compare_exchange_weak(
      expected, desired, std::memory_order_relaxed));
}

// Since C++20 float is supported by fetch_add, but the performance may not
// better than compare_exchange_weak, which can be checked by microbenchmark
// inductor_cpu_atomic.py
template <typename T>
typename std::enable_if_t<std::is_integral_v<T>> atomic_add(
    volatile T* addr,
    T offset) {
  static_assert(sizeof(std::atomic<T>) == sizeof(T), "std::atomic issue");
  std::atomic<T>* atomic_addr = (std::atomic<T>*)addr;
  if constexpr (std::is_same_v<T, bool>) {
    if (offset) {
      atomic_addr->store(true, std::memory_order_relaxed);
    }
  } else {
    atomic_addr->fetch_add(offset, std::memory_order_relaxed);
  }
}
""",
}

# Symbols that need a 2.11 section in torch 2.15 besides its own (the traits section holds
# the mask casts there).
EXTRA_SYMBOLS = {"traits": ("inductor_vec_mask_cast",)}
# 2.11 sections that need one of SECTIONS in torch 2.15.
EXTRA_NEEDS = {
    "cascade_sum": ("ceil_log2",),
    "welford": ("ceil_log2",),
    "mod": ("integer_div_error",),
}

# (name, symbols, needs, [(where, text)]) as in helpers.py.
SECTIONS = [
    (
        "ceil_log2",
        ("ceil_log2_u64",),
        (),
        [
            (
                "all",
                r"""
inline uint64_t ceil_log2_u64(uint64_t n) {
  if (n <= 1) {
    return 0;
  }
  n -= 1;
  uint64_t result = 0;
  while (n > 0) {
    n >>= 1;
    result += 1;
  }
  return result;
}
""",
            ),
        ],
    ),
    (
        "integer_div_error",
        (
            "inductor_cpu_integer_div_error_flag",
            "inductor_cpu_note_integer_div_by_zero",
            "inductor_cpu_throw_if_integer_div_error",
        ),
        (),
        [
            (
                "all",
                r"""
inline std::atomic<int>* inductor_cpu_integer_div_error_flag = nullptr;

inline void inductor_cpu_note_integer_div_by_zero() {
  if (inductor_cpu_integer_div_error_flag != nullptr) {
    inductor_cpu_integer_div_error_flag->store(1, std::memory_order_relaxed);
  } else {
    TORCH_CHECK(false, "ZeroDivisionError");
  }
}

inline void inductor_cpu_throw_if_integer_div_error(std::atomic<int>& err) {
  if (err.load(std::memory_order_acquire)) {
    TORCH_CHECK(false, "ZeroDivisionError");
  }
}
""",
            ),
        ],
    ),
    (
        "floor_divide_integral",
        ("floor_divide_integral",),
        ("integer_div_error",),
        [
            (
                "all",
                r"""
template <typename T, typename U>
inline std::common_type_t<T, U> floor_divide_integral(T a, U b) {
  using C = std::common_type_t<T, U>;
  static_assert(
      std::is_integral_v<C>,
      "floor_divide_integral expects integral scalar operands");
  const C a_c = static_cast<C>(a);
  const C b_c = static_cast<C>(b);
  if (C10_UNLIKELY_OR_CONST(b_c == 0)) {
    inductor_cpu_note_integer_div_by_zero();
    return C(0);
  }
  return c10::div_floor_integer(a_c, b_c);
}
""",
            ),
            (
                "vector",
                r"""
template <typename T>
inline at::vec::Vectorized<T> floor_divide_integral(
    const at::vec::Vectorized<T>& a,
    const at::vec::Vectorized<T>& b) {
  static_assert(
      std::is_integral_v<T>,
      "floor_divide_integral expects integral underlying type");
  using Vec = at::vec::Vectorized<T>;
  constexpr int kLen = Vec::size();
  alignas(alignof(Vec)) T out_buf[kLen];
  alignas(alignof(Vec)) T b_buf[kLen];
  a.store(out_buf);
  b.store(b_buf);
  for (int i = 0; i < kLen; ++i) {
    out_buf[i] = floor_divide_integral(out_buf[i], b_buf[i]);
  }
  return Vec::loadu(out_buf);
}

template <typename T, int N>
inline at::vec::VectorizedN<T, N> floor_divide_integral(
    const at::vec::VectorizedN<T, N>& a,
    const at::vec::VectorizedN<T, N>& b) {
  static_assert(
      std::is_integral_v<T>,
      "floor_divide_integral expects integral underlying type");
  at::vec::VectorizedN<T, N> out;
  for (int i = 0; i < N; ++i) {
    out[i] = floor_divide_integral(a[i], b[i]);
  }
  return out;
}
""",
            ),
        ],
    ),
    (
        "remainder_integral",
        ("remainder_integral",),
        ("integer_div_error",),
        [
            (
                "all",
                r"""
template <typename T>
inline T remainder_integral(T a, T b) {
  static_assert(
      std::is_integral_v<T>, "remainder_integral expects integral scalar T");
  if (C10_UNLIKELY_OR_CONST(b == 0)) {
    inductor_cpu_note_integer_div_by_zero();
    return T(0);
  }
  if (a == std::numeric_limits<T>::min() && b == T(-1)) {
    return T(0);
  }
  T r = a % b;
  if ((r != 0) && (c10::is_negative(r) != c10::is_negative(b))) {
    r += b;
  }
  return r;
}
""",
            ),
            (
                "vector",
                r"""
template <typename T>
inline at::vec::Vectorized<T> remainder_integral(
    const at::vec::Vectorized<T>& a,
    const at::vec::Vectorized<T>& b) {
  static_assert(
      std::is_integral_v<T>,
      "remainder_integral expects integral underlying type");
  // Some Vectorized<T> (e.g. Vectorized8<int8_t>) deletes operator[];
  // use store/load like
  using Vec = at::vec::Vectorized<T>;
  constexpr int kLen = Vec::size();
  alignas(alignof(Vec)) T out_buf[kLen];
  alignas(alignof(Vec)) T b_buf[kLen];
  a.store(out_buf);
  b.store(b_buf);
  for (int i = 0; i < kLen; ++i) {
    out_buf[i] = remainder_integral(out_buf[i], b_buf[i]);
  }
  return Vec::loadu(out_buf);
}

template <typename T, int N>
inline at::vec::VectorizedN<T, N> remainder_integral(
    const at::vec::VectorizedN<T, N>& a,
    const at::vec::VectorizedN<T, N>& b) {
  static_assert(
      std::is_integral_v<T>,
      "remainder_integral expects integral underlying type");
  at::vec::VectorizedN<T, N> out;
  for (int i = 0; i < N; ++i) {
    out[i] = remainder_integral(a[i], b[i]);
  }
  return out;
}
""",
            ),
        ],
    ),
]
# Section -> the 2.11 section it goes before, in header order.
BEFORE = {
    "ceil_log2": "cascade_sum",
    "integer_div_error": "mod",
    "floor_divide_integral": "mod",
    "remainder_integral": "propagate_nan",
}
