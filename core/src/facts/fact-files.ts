// The facts pages state, kept once: each area's file under core/data/facts/, checked
// against factFileSchema in tests. Here they are only typed, so zod stays out of the bundles.
import gccMoney from '../../data/facts/gcc-money.json' with { type: 'json' };
import gccVisas from '../../data/facts/gcc-visas.json' with { type: 'json' };
import ksa from '../../data/facts/ksa.json' with { type: 'json' };
import omanKuwait from '../../data/facts/oman-kuwait.json' with { type: 'json' };
import qatarBahrain from '../../data/facts/qatar-bahrain.json' with { type: 'json' };
import uaeA from '../../data/facts/uae-a.json' with { type: 'json' };
import uaeB from '../../data/facts/uae-b.json' with { type: 'json' };

export interface StoredFact {
  /** Exactly what a page inserts for the fact ("KD 100 a year"). */
  text: string;
  explanation: string;
  /** When the current value took effect: "YYYY-MM-DD" or "YYYY-MM". */
  changed: string;
  /** The month the fact was last checked: "YYYY-MM". */
  checked: string;
  /** Ids of core/data/sources.json, where every cited record is kept once. */
  sources: string[];
  assumption?: string | undefined;
}

export interface FactFile {
  facts: Record<string, StoredFact>;
}

/** Every facts file by its name (core/data/facts/<name>.json). */
export const factFiles: Readonly<Record<string, FactFile>> = {
  'gcc-money': gccMoney as FactFile,
  'gcc-visas': gccVisas as FactFile,
  ksa: ksa as FactFile,
  'oman-kuwait': omanKuwait as FactFile,
  'qatar-bahrain': qatarBahrain as FactFile,
  'uae-a': uaeA as FactFile,
  'uae-b': uaeB as FactFile,
};
