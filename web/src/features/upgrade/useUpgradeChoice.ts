/**
 * The upgrade tiers and the chosen package (docs/product.md sections 4, 5): one second after the tiers
 * arrive the first silver package is chosen, unless the member chose already.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_CHOICE_MS } from '../payment/rechargeApi';
import { findUpgradePackage, loadUpgradeTiers, type UpgradeTiers } from './upgradeApi';

export function useUpgradeChoice() {
  const [tiers, setTiers] = useState<UpgradeTiers | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const touched = useRef(false);

  useEffect(() => {
    let live = true;
    void loadUpgradeTiers().then((loaded) => {
      if (!live) return;
      if (loaded) setTiers(loaded);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!tiers) return;
    const timer = setTimeout(() => {
      const first = tiers.vip1?.packages[0];
      if (!touched.current && first) setSelected(first.id);
    }, DEFAULT_CHOICE_MS);
    return () => clearTimeout(timer);
  }, [tiers]);

  const choose = useCallback((id: number) => {
    touched.current = true;
    setSelected(id);
  }, []);

  const chosen = tiers && selected !== null ? findUpgradePackage(tiers, selected) : null;
  return { tiers, failed, selected, chosen, choose };
}
