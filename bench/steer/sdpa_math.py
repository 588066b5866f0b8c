"""Decompositions of the worked example (docs/decompositions.md, "Worked example"): attention
written out as two matrix products and a softmax instead of one fused attention kernel."""

import torch

from kernel_studio.decompositions import register_decomposition

aten = torch.ops.aten


@register_decomposition(aten.scaled_dot_product_attention.default)
def scaled_dot_product_attention(
    query,
    key,
    value,
    attn_mask=None,
    dropout_p=0.0,
    is_causal=False,
    scale=None,
    enable_gqa=False,
):
    scale = scale if scale is not None else query.shape[-1] ** -0.5
    scores = torch.matmul(query, key.transpose(-2, -1)) * scale
    if is_causal:
        length, source = query.shape[-2], key.shape[-2]
        keep = torch.ones(length, source, dtype=torch.bool, device=query.device).tril()
        scores = scores.masked_fill(~keep, float("-inf"))
    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            scores = scores.masked_fill(~attn_mask, float("-inf"))
        else:
            scores = scores + attn_mask
    return torch.matmul(torch.softmax(scores, dim=-1), value)
