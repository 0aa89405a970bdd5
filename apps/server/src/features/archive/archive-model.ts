/**
 * A tiny in-memory model of the archive's rules (docs/archive.md), for the model-based test: the
 * answers it predicts are compared with the real API's after every step.
 */
export interface ModelEntry {
  id: string;
  owner: number;
  parent: string | null;
  kind: 'folder' | 'file';
  name: string;
}

export interface ModelShare {
  id: string;
  entry: string;
  /** A user index, or 'group' for the one group. */
  target: number | 'group';
  value: number;
}

export class ArchiveModel {
  entries = new Map<string, ModelEntry>();
  shares: ModelShare[] = [];
  groupMembers = new Set<number>();
  groupActive = true;

  chain(id: string): ModelEntry[] {
    const out: ModelEntry[] = [];
    for (let e = this.entries.get(id); e; e = e.parent ? this.entries.get(e.parent) : undefined) out.push(e);
    return out;
  }

  reaches(share: ModelShare, user: number): boolean {
    if (share.target === 'group') return this.groupActive && this.groupMembers.has(user);
    return share.target === user;
  }

  permission(user: number, id: string): number {
    const chain = this.chain(id);
    if (chain[0]?.owner === user) return 3;
    const ids = new Set(chain.map((e) => e.id));
    return this.shares
      .filter((s) => ids.has(s.entry) && this.reaches(s, user))
      .reduce((b, s) => b | s.value, 0);
  }

  taken(owner: number, parent: string | null, name: string, except?: string): boolean {
    return [...this.entries.values()].some(
      (e) =>
        e.owner === owner &&
        e.parent === parent &&
        e.name.toLowerCase() === name.toLowerCase() &&
        e.id !== except,
    );
  }

  freeName(owner: number, parent: string | null, name: string): string {
    let candidate = name;
    for (let i = 2; this.taken(owner, parent, candidate); i += 1) candidate = `${name} (${i})`;
    return candidate;
  }

  /** Where user may add: [status, owner]; 201 when allowed. */
  addStatus(user: number, parent: string | null): [number, number] {
    if (parent === null) return [201, user];
    const bits = this.permission(user, parent);
    if (bits === 0) return [404, 0];
    if ((bits & 2) === 0) return [(bits & 1) === 1 ? 403 : 404, 0];
    const entry = this.entries.get(parent);
    if (entry?.kind !== 'folder') return [400, 0];
    return [201, entry.owner];
  }

  /** 0 when the user owns it; else the refusal. */
  ownerStatus(user: number, id: string): number {
    const bits = this.permission(user, id);
    if ((bits & 1) === 0) return 404;
    return this.entries.get(id)?.owner === user ? 0 : 403;
  }

  moveStatus(user: number, id: string, target: string | null): number {
    const refused = this.ownerStatus(user, id);
    if (refused) return refused;
    if (target !== null) {
      if ((this.permission(user, target) & 1) === 0) return 404;
      const destination = this.entries.get(target);
      if (destination?.owner !== user) return 404;
      if (destination.kind !== 'folder') return 400;
      if (this.chain(target).some((e) => e.id === id)) return 400;
    }
    const entry = this.entries.get(id);
    if (entry && this.taken(entry.owner, target, entry.name, id)) return 409;
    return 200;
  }

  remove(id: string): void {
    const doomed = new Set([id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const e of this.entries.values())
        if (e.parent && doomed.has(e.parent) && !doomed.has(e.id)) {
          doomed.add(e.id);
          grew = true;
        }
    }
    for (const gone of doomed) this.entries.delete(gone);
    this.shares = this.shares.filter((s) => !doomed.has(s.entry));
  }

  /** SPEC §7 get-permission as the model sees it. */
  directPermissions(user: number): Array<{ archiveId: string; value: number }> {
    const out = new Map<string, number>();
    for (const s of this.shares) {
      if (!this.reaches(s, user) || this.entries.get(s.entry)?.owner === user) continue;
      out.set(s.entry, (out.get(s.entry) ?? 0) | s.value);
    }
    return [...out]
      .map(([archiveId, value]) => ({ archiveId, value }))
      .sort((a, b) => a.archiveId.localeCompare(b.archiveId));
  }
}
