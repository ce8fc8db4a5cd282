/**
 * The recharge packages and the chosen one (docs/product.md sections 4, 5): one second after the packages
 * arrive the third (index 2, 800.00) is chosen, unless the member chose already (a package or, on
 * /m, a free amount: `choose(null)`). `choice` is the design system's PackageChoice props once the
 * packages are there.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_CHOICE_MS, DEFAULT_PACKAGE_INDEX, loadRechargePackages, type RechargePackage } from './rechargeApi';

export function useRechargeChoice() {
  const [packages, setPackages] = useState<RechargePackage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const touched = useRef(false);

  useEffect(() => {
    let live = true;
    void loadRechargePackages().then((list) => {
      if (!live) return;
      if (list) setPackages(list);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!packages) return;
    const timer = setTimeout(() => {
      const fallback = packages[DEFAULT_PACKAGE_INDEX];
      if (!touched.current && fallback) setSelected(fallback.id);
    }, DEFAULT_CHOICE_MS);
    return () => clearTimeout(timer);
  }, [packages]);

  const choose = useCallback((id: number | null) => {
    touched.current = true;
    setSelected(id);
  }, []);

  const chosen = packages?.find((p) => p.id === selected) ?? null;
  const choice = packages ? { name: 'recharge', packages, selected, onChoose: choose } : null;
  return { packages, failed, selected, chosen, choose, choice };
}
