/** A user as presence knows them: the name goes with every change, so screens can show it. */
export interface PresentUser {
  id: number;
  name: string;
}

const collator = new Intl.Collator('vi');

/** By name as a Vietnamese reader sorts them, then by id: one fixed order for paging. */
function compare(a: PresentUser, b: PresentUser): number {
  return collator.compare(a.name, b.name) || a.id - b.id;
}

/**
 * The users online now, kept in name order as they come and go, so a page of the online list is
 * a slice (no query, nothing that grows with the class per request). A change costs a binary
 * search and one array splice; a user renamed while online keeps the name they came with
 * until they next come online.
 */
export class OnlineDirectory {
  private readonly sorted: PresentUser[] = [];
  private readonly byId = new Map<number, PresentUser>();

  get size(): number {
    return this.sorted.length;
  }

  add(user: PresentUser): void {
    if (this.byId.has(user.id)) return;
    const entry = { id: user.id, name: user.name };
    this.sorted.splice(this.indexOf(entry), 0, entry);
    this.byId.set(user.id, entry);
  }

  remove(userId: number): void {
    const entry = this.byId.get(userId);
    if (!entry) return;
    this.sorted.splice(this.indexOf(entry), 1);
    this.byId.delete(userId);
  }

  /** `limit` users from the `offset`-th, in name order. */
  page(offset: number, limit: number): PresentUser[] {
    return this.sorted.slice(offset, offset + limit);
  }

  /** Where `user` is, or would go: the first position whose user does not sort before it. */
  private indexOf(user: PresentUser): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(this.sorted[middle]!, user) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
