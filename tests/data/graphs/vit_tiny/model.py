"""A small ViT (tests/data/graphs/vit_tiny): 64 px images in 16 px patches, width 64, 4
heads, 4 encoder blocks (pre-norm attention and MLP), class token, mean-free head."""

import torch
from torch import nn


class Block(nn.Module):
    def __init__(self, width: int, heads: int) -> None:
        super().__init__()
        self.ln_1 = nn.LayerNorm(width)
        self.attn = nn.MultiheadAttention(width, heads, batch_first=True)
        self.ln_2 = nn.LayerNorm(width)
        self.mlp = nn.Sequential(nn.Linear(width, 4 * width), nn.GELU(), nn.Linear(4 * width, width))

    def forward(self, x):
        h = self.ln_1(x)
        x = x + self.attn(h, h, h, need_weights=False)[0]
        return x + self.mlp(self.ln_2(x))


class VitTiny(nn.Module):
    def __init__(self, image: int = 64, patch: int = 16, width: int = 64, heads: int = 4,
                 layers: int = 4, classes: int = 10) -> None:
        super().__init__()
        self.patch_embed = nn.Conv2d(3, width, kernel_size=patch, stride=patch)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, width))
        self.pos_embed = nn.Parameter(torch.zeros(1, (image // patch) ** 2 + 1, width))
        self.blocks = nn.Sequential(*[Block(width, heads) for _ in range(layers)])
        self.norm = nn.LayerNorm(width)
        self.head = nn.Linear(width, classes)

    def forward(self, images):
        x = self.patch_embed(images).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls_token.expand(x.shape[0], -1, -1), x], dim=1) + self.pos_embed
        x = self.blocks(x)
        return self.head(self.norm(x)[:, 0])


class Model(VitTiny):
    def __init__(self) -> None:
        super().__init__()
        self.eval()


def get_init_inputs() -> list:
    return []


def get_inputs() -> list:
    return [torch.randn(1, 3, 64, 64)]
