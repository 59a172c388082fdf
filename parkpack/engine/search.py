"""Information-set Monte Carlo tree search over the Game protocol.

One search decides one move of one seat from that seat's ``InfoSet`` alone.
Each iteration

1. samples a world: ``game.determinize(view, seat, rng)``, a full state
   consistent with what the seat knows (the view itself when nothing is
   secret);
2. walks down the tree from the root, choosing at each decision by PUCT
   (the mean value of an action for the seat acting there, plus an
   exploration term weighted by the game's ``priors``); chance points are not
   nodes: one outcome is drawn from ``chance_outcomes`` each time;
3. at the first position not yet in the tree, adds it and estimates it: a
   playout by the game's fast policy for ``playout_depth`` decisions, then
   ``game.evaluate`` (or to the end of the game and ``game.outcome``); with
   ``playout_depth`` 0, an action first tried that leads to a chance point
   is estimated there, before the outcome is dealt;
4. backs the estimate (one value per seat, not zero-sum) up the path: every
   action on it is credited with the value of the seat that chose it.

Nodes are kept in a table keyed by what is known there. Without secrets that
is the position itself (transpositions share their statistics). With secrets
it is the searching seat's view of the position (single-observer ISMCTS):
the searching seat never tells apart two worlds it could not tell apart at
the table, so its choices deeper in the tree cannot depend on a sampled
secret either. Another seat's choices are then pooled across worlds in which
its legal actions differ; each action counts the visits in which it was
available and explores by that count, as in the published method (Cowling,
Powley and Whitehouse, 2012).

Values are normalised by the lowest and highest mean value of any action in
the tree, so a solo game's points and a win share explore alike. Nothing here reads the
clock or a random source except through ``SearchConfig`` and the ``Rng`` it
is given: with an iteration budget a search is a pure function of the seed
and the information set.
"""

from __future__ import annotations

import math
import time
from typing import Any, Generic, Sequence, TypeVar

from .api import CHANCE, Bot, Game, InfoSet
from .bots import RandomBot
from .frozen import record
from .rng import Rng

S = TypeVar("S")
A = TypeVar("A")

#: Thinking time limits offered to players (milliseconds).
MIN_THINK_MS = 250
MAX_THINK_MS = 3000
DEFAULT_THINK_MS = 1000
#: A walk down the tree longer than this stops and is estimated (a guard
#: against a game whose positions could repeat).
MAX_TREE_DEPTH = 400
#: With a thinking time, every this many iterations the search asks whether
#: its choice is already settled (``Search._settled``) and stops early if so.
SETTLE_CHECK = 16


@record
class SearchConfig:
    """How one search runs.

    think_ms:      thinking time per move (used when ``iterations`` is 0).
    iterations:    when above 0, exactly this many iterations and no clock at
                   all (tests and reproducible measurements).
    exploration:   the PUCT constant: larger explores more.
    playout_depth: decisions the playout policy makes before the position is
                   estimated with ``game.evaluate``; -1 plays to the end.
    max_playout:   decisions after which any playout stops (a safety net).
    max_backup:    0 backs up plain means; up to 1 blends what a decision
                   passes up towards its best action's value (see _backup).
    guide_share:   the share of the root's prior given to the guide's move
                   (``Search(guide=...)``: what a quicker player would do).
    trust_after:   iterations a search needs before its choice may overrule
                   the guide's move; with fewer (a slow or busy computer) the
                   guide's move is played, since a few noisy estimates pick
                   worse moves than the quicker player does (0: always the
                   search's choice).
    """

    think_ms: int = DEFAULT_THINK_MS
    iterations: int = 0
    exploration: float = 1.2
    playout_depth: int = -1
    max_playout: int = 5000
    max_backup: float = 0.0
    guide_share: float = 0.5
    trust_after: int = 0


@record
class ActionStats(Generic[A]):
    """What the search learnt of one root action: how often it was tried and
    its mean value for the searching seat (on the scale of ``Game.outcome``)."""

    action: A
    visits: int
    value: float


@record
class SearchResult(Generic[A]):
    """The chosen action and the root statistics, in the order of the legal actions."""

    best: A
    stats: tuple[ActionStats[A], ...]
    iterations: int
    seconds: float
    seats: int  # how many values each estimate had: the seats of the game


class _Node:
    """The statistics of one decision: per action (by position in
    ``actions``) its visits, total value for the seat acting here, prior and
    availability. ``stable`` nodes always offer the same actions."""

    __slots__ = ("actions", "index", "n", "w", "vec", "prior", "avail", "visits", "total", "stable", "order", "tried")

    def __init__(self, actions: Sequence[Any], prior: Sequence[float], stable: bool) -> None:
        self.actions: list[Any] = list(actions)
        self.index: dict[Any, int] = {} if stable else {a: i for i, a in enumerate(actions)}
        self.n: list[int] = [0] * len(actions)
        self.w: list[float] = [0.0] * len(actions)
        self.vec: list[list[float] | None] = [None] * len(actions)  # every seat's value sums (max_backup)
        self.prior: list[float] = list(prior)
        self.avail: list[int] = [0] * len(actions)
        self.visits = 0  # value estimates credited to this node (its first one included)
        self.total = 0.0
        self.stable = stable
        # Stable nodes try their actions in the order of their priors: of the
        # actions not tried yet, only the likeliest can have the best PUCT
        # score, so selection looks at the ``tried`` first of ``order`` and the
        # next one alone.
        self.order: list[int] = sorted(range(len(actions)), key=lambda i: -self.prior[i]) if stable else []
        # A game rules an action out of the search by a negligible prior (the
        # rest of a Tenpenny turn, a Walk statue): it is never tried while an
        # action with a real prior is there.
        if stable and self.order and self.prior[self.order[0]] >= NEGLIGIBLE:
            self.order = [i for i in self.order if self.prior[i] >= NEGLIGIBLE]
        self.tried = 0

    def best_tried(self) -> int:
        """The action with the best mean value for the seat acting here."""
        n, w = self.n, self.w
        best, top = -1, -math.inf
        for i in range(len(n)):
            if n[i] and w[i] / n[i] > top:
                best, top = i, w[i] / n[i]
        return best

    def offered(self, legal: Sequence[Any], prior: Sequence[float] | None) -> list[int]:
        """Positions of ``legal`` in this node (new actions added), each made available once more."""
        out = []
        for k, action in enumerate(legal):
            i = self.index.get(action)
            if i is None:
                i = len(self.actions)
                self.index[action] = i
                self.actions.append(action)
                self.n.append(0)
                self.w.append(0.0)
                self.vec.append(None)
                self.avail.append(0)
                self.prior.append(prior[k] if prior is not None else 1.0 / len(legal))
            self.avail[i] += 1
            out.append(i)
        return out


class _Deal:
    """A chance point's outcomes dealt in proportion to their weights."""

    __slots__ = ("outcomes", "shares", "dealt", "count")

    def __init__(self, outcomes: Sequence[tuple[Any, float]], rng: Rng) -> None:
        # Outcomes in a random order, so equal shares do not always start alike.
        mixed = rng.shuffled(outcomes)
        total = sum(w for _, w in mixed)
        self.outcomes = [a for a, _ in mixed]
        self.shares = [w / total for _, w in mixed]
        self.dealt = [0] * len(mixed)
        self.count = 0

    def next(self) -> Any:
        self.count += 1
        count, dealt, shares = self.count, self.dealt, self.shares
        best, gap = 0, -math.inf
        for i, share in enumerate(shares):
            g = share * count - dealt[i]
            if g > gap:
                best, gap = i, g
        dealt[best] += 1
        return self.outcomes[best]


#: A prior share below which an action is not searched (see _Node).
NEGLIGIBLE = 1e-6


def normalised(weights: Sequence[float] | None, count: int) -> list[float]:
    """Priors summing to 1 (uniform when the game gives none or all are zero)."""
    if weights is None or len(weights) != count:
        return [1.0 / count] * count
    total = float(sum(w for w in weights if w > 0))
    if total <= 0:
        return [1.0 / count] * count
    return [max(0.0, w) / total for w in weights]


class Search(Generic[S, A]):
    """One search for ``info.seat``'s decision (see the module docstring)."""

    def __init__(
        self,
        game: Game[S, A],
        info: InfoSet[S, A],
        config: SearchConfig,
        rng: Rng,
        policy: Bot[S, A] | None = None,
        guide: A | None = None,
        root_prior: Sequence[float] | None = None,
    ) -> None:
        self.game = game
        self.info = info
        self.config = config
        self.rng = rng
        self.policy: Bot[S, A] = policy or game.playout_policy(int(rng.below(2**31))) or RandomBot(rng.below(2**31))
        self.secrets = game.info.hidden_information
        self.table: dict[Any, _Node] = {}
        self.chances: dict[Any, _Deal] = {}
        self.guide = guide
        self.root_prior = root_prior
        self.iterations = 0
        self.seats = 0
        self.root: _Node | None = None

    # --- driving the iterations ------------------------------------------------
    def run(self, started: float | None = None) -> SearchResult[A]:
        """Iterate until the budget is spent. ``started`` (a ``perf_counter``
        time) counts thinking done before, against the thinking time."""
        start = time.perf_counter() if started is None else started
        cfg = self.config
        if cfg.iterations > 0:
            for _ in range(cfg.iterations):
                self.iterate()
        else:
            deadline = start + cfg.think_ms / 1000.0
            slowest = 0.0
            began = time.perf_counter()
            while True:
                t0 = time.perf_counter()
                # Stop when another iteration as slow as the slowest so far
                # would run past the deadline (the move must not be late).
                if self.iterations and t0 + slowest > deadline:
                    break
                if self.iterations % SETTLE_CHECK == 0 and self.iterations and self._settled(deadline - t0, (t0 - began) / self.iterations):
                    break
                self.iterate()
                slowest = max(slowest, time.perf_counter() - t0)
        return self.result(time.perf_counter() - start)

    def _settled(self, left: float, mean: float) -> bool:
        """Whether the most visited root action can no longer be overtaken:
        its lead in visits is larger than the iterations the time left would
        give at the mean pace so far, so searching on would play the same move."""
        visits = sorted(self._root_node().n, reverse=True)
        if len(visits) < 2:
            return True
        return visits[0] - visits[1] > left / max(mean, 1e-9)

    def result(self, seconds: float) -> SearchResult[A]:
        root = self._root_node()
        order = {a: i for i, a in enumerate(root.actions)}
        stats = tuple(
            ActionStats(a, root.n[order[a]], root.w[order[a]] / root.n[order[a]] if root.n[order[a]] else math.nan)
            for a in self.info.legal
        )
        best = max(stats, key=lambda s: (s.visits, -math.inf if math.isnan(s.value) else s.value))
        if self.iterations < self.config.trust_after and self.guide in self.info.legal:
            best = next(s for s in stats if s.action == self.guide)
        return SearchResult(best.action, stats, self.iterations, seconds, self.seats)

    # --- one iteration -----------------------------------------------------------
    def iterate(self) -> None:
        game, rng = self.game, self.rng
        state = game.determinize(self.info.view, self.info.seat, rng)
        root = self._root_node(state)
        path: list[tuple[_Node, int, int]] = []
        node: _Node | None = root
        actor: int | None = self.info.seat
        values: Sequence[float] | None = None
        for _ in range(MAX_TREE_DEPTH):
            if node is None:
                break
            assert actor is not None and actor >= 0
            i = self._select(node, state, actor)
            path.append((node, i, actor))
            first_try = node.n[i] == 0
            state = game.apply(state, node.actions[i])
            if first_try and game.to_act(state) == CHANCE and self.config.playout_depth == 0:
                # An action tried for the first time that leads to a roll or
                # draw is estimated before it: its value is then not one
                # lucky or unlucky outcome (the next visits deal them).
                estimate = game.evaluate(state)
                if estimate is not None:
                    values = estimate
                    break
            state, actor = self._past_chance(state)
            if actor is None:
                values = game.outcome(state)
                break
            key = self._key(state, actor)
            node = self.table.get(key)
            if node is None:
                node = self._expand(key, state, actor)
                values = self._estimate(state)
                self._credit(node, values[actor])
                break
        if values is None:
            values = self._estimate(state)
        self._backup(path, values)
        self.iterations += 1

    def _past_chance(self, state: S) -> tuple[S, int | None]:
        game = self.game
        actor = game.to_act(state)
        while actor == CHANCE:
            state = game.apply(state, self._chance_outcome(state))
            actor = game.to_act(state)
        return state, actor

    def _chance_outcome(self, state: S) -> Any:
        """The outcome of a chance point in the tree. Without secrets each
        chance point deals its outcomes in proportion to their weights (the
        one furthest below its share next), so an action's value is not
        skewed by a run of lucky rolls; with secrets the outcomes may depend
        on the sampled world, so they are drawn at random."""
        if self.secrets:
            return self.rng.weighted(self.game.chance_outcomes(state))
        deal = self.chances.get(state)
        if deal is None:
            deal = self.chances[state] = _Deal(self.game.chance_outcomes(state), self.rng)
        return deal.next()

    def _root_node(self, state: S | None = None) -> _Node:
        if self.root is None:
            if state is None:
                state = self.game.determinize(self.info.view, self.info.seat, self.rng)
            legal = self.info.legal
            weights = self.root_prior if self.root_prior is not None else self.game.priors(state, legal)
            prior = normalised(weights, len(legal))
            if self.guide in legal and 0 < self.config.guide_share < 1:
                # The guide's move gets its share; the others keep their proportions.
                g = legal.index(self.guide)
                rest = 1.0 - prior[g]
                share = self.config.guide_share
                prior = [share if i == g else (p / rest * (1 - share) if rest > 0 else 0.0) for i, p in enumerate(prior)]
            self.root = _Node(legal, prior, stable=True)
        return self.root

    def _key(self, state: S, actor: int) -> Any:
        if not self.secrets:
            return state
        return actor, self.game.view(state, self.info.seat)

    def _expand(self, key: Any, state: S, actor: int) -> _Node:
        legal = self.game.legal_actions(state)
        stable = not self.secrets or actor == self.info.seat
        prior = normalised(self.game.priors(state, legal), len(legal))
        node = _Node(legal, prior, stable)
        self.table[key] = node
        return node

    def _select(self, node: _Node, state: S, actor: int) -> int:
        if node.stable and len(node.actions) == 1:
            # (Another seat's node may hold one action from an earlier world
            # that is not legal in this one: those go through ``offered``.)
            return 0
        if node.stable:
            candidates: Sequence[int] = node.order[: node.tried]
            reach = [math.sqrt(node.visits + 1)] * len(candidates)
        else:
            legal = self.game.legal_actions(state)
            new = [a for a in legal if a not in node.index]
            candidates = node.offered(legal, normalised(self.game.priors(state, legal), len(legal)) if new else None)
            real = [i for i in candidates if node.prior[i] >= NEGLIGIBLE]
            if real and len(real) < len(candidates):
                candidates = real
            if len(candidates) == 1:
                return candidates[0]
            reach = [math.sqrt(node.avail[i]) for i in candidates]
        n, w, prior = node.n, node.w, node.prior
        # Mean values are compared on the spread of this node's tried actions
        # (the best 1, the worst 0), so exploitation does not fade when the
        # game's values are points that differ by fractions.
        means = [w[i] / n[i] if n[i] else math.nan for i in candidates]
        seen = [m for m in means if m == m]
        lo = min(seen, default=0.0)
        span = max(seen, default=0.0) - lo
        scale = 1.0 / span if span > 1e-12 else 0.0
        first = min(1.0, max(0.0, (node.total / node.visits - lo) * scale)) if node.visits and scale else 0.5
        c = self.config.exploration
        best, best_u = -1, -math.inf
        for k, i in enumerate(candidates):
            m = means[k]
            q = (m - lo) * scale if m == m else first
            u = q + c * prior[i] * reach[k] / (1 + n[i])
            if u > best_u:
                best, best_u = i, u
        if node.stable and node.tried < len(node.order):
            i = node.order[node.tried]
            if best < 0 or first + c * prior[i] * math.sqrt(node.visits + 1) > best_u:
                node.tried += 1
                return i
        return best

    def _estimate(self, state: S) -> Sequence[float]:
        """A playout from ``state`` by the fast policy, then the evaluation."""
        game, cfg = self.game, self.config
        made = 0
        while True:
            actor = game.to_act(state)
            if actor is None:
                return game.outcome(state)
            if made >= cfg.playout_depth >= 0 or made >= cfg.max_playout:
                estimate = game.evaluate(state)
                if estimate is not None:
                    return estimate
                if made >= cfg.max_playout:
                    raise RuntimeError(f"{game.info.id}: a playout ran past {cfg.max_playout} decisions")
            if actor == CHANCE:
                state = game.apply(state, self.rng.weighted(game.chance_outcomes(state)))
                continue
            legal = game.legal_actions(state)
            if len(legal) == 1:
                action = legal[0]
            else:
                view = game.view(state, actor) if self.secrets else state
                action = self.policy.choose(game, InfoSet(actor, view, legal))
            state = game.apply(state, action)
            made += 1

    def _credit(self, node: _Node, value: float) -> None:
        node.visits += 1
        node.total += value

    def _backup(self, path: list[tuple[_Node, int, int]], values: Sequence[float]) -> None:
        """Credit every action on the path, from the leaf up. With
        ``max_backup`` above 0, what a decision passes up is blended towards
        the value of its best action so far rather than of the one just
        tried: exploring a poor reply then hardly lowers the value of the move
        that allowed it (the mean of all tries would, and more so where more
        replies are open)."""
        self.seats = len(values)
        blend = self.config.max_backup
        carry = list(values)
        for node, i, actor in reversed(path):
            node.n[i] += 1
            node.w[i] += carry[actor]
            node.visits += 1
            node.total += carry[actor]
            if blend <= 0:
                continue
            vec = node.vec[i]
            if vec is None:
                vec = node.vec[i] = [0.0] * len(carry)
            for k, v in enumerate(carry):
                vec[k] += v
            j = node.best_tried()
            best, count = node.vec[j], node.n[j]
            assert best is not None
            carry = [(1 - blend) * c + blend * b / count for c, b in zip(carry, best)]


def search(game: Game[S, A], info: InfoSet[S, A], config: SearchConfig, seed: int | str = 0) -> SearchResult[A]:
    """One search with a fresh generator seeded by ``seed``."""
    return Search(game, info, config, Rng(f"search/{seed}")).run()
