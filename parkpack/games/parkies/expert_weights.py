"""Weights of the Parkies expert's estimate, fitted by expert_fit.py
(50049 positions of 1500 two-player games of the hard computer players).

Per game stage (expert.stage): the weight of each feature (expert.FEATURES)
in the predicted final score difference, and the spread of what it leaves
unexplained."""

from __future__ import annotations

FEATURES: tuple[str, ...] = ('points', 'connections', 'joined', 'reach', 'types', 'hearts', 'track hearts', 'income', 'tracks', 'money', 'money hearts', 'parkies', 'matched', 'frontier', 'tiles', 'bid gain', 'first', 'second')
WEIGHTS: tuple[tuple[float, ...], ...] = (
    (0.0, 0.0, 0.0, 0.0, 2.6248, 0.0, 0.0, 0.0, 5.2497, 0.15, 0.0, 0.0, 0.0, 0.0, 2.6248, 0.3447, 0.0, 0.5511),
    (0.0, 0.0, 1.3086, 0.5496, 0.3239, 0.0, 0.0, 0.0, 0.0, 0.15, 0.0, 0.5002, 2.8355, 0.5322, 1.9016, 0.2589, 0.0, 0.6586),
    (0.0, 0.0525, 0.2997, 0.7071, 0.5959, 0.6176, 0.4931, 0.0769, 0.0, 0.15, 0.0, 0.4184, 2.0534, 0.4178, 0.8624, 0.3146, 0.0, 0.316),
    (0.0, 0.518, 0.2233, 0.4876, 0.8554, 1.221, 0.6616, 0.0, 0.0434, 0.15, 0.0, 0.0746, 1.5168, 0.2917, 0.6518, 0.383, 0.0, 0.097),
    (0.5565, 0.4061, 0.0092, 0.0402, 0.4631, 0.4507, 0.4468, 0.0553, 0.0017, 0.0014, 0.0, 0.1929, 0.1209, 0.017, 0.0, 0.3948, 0.0, 0.0907),
)
SPREADS: tuple[float, ...] = (5.856, 5.907, 5.38, 4.631, 0.881)
