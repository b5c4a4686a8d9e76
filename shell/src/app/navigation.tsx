import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

let navigateTo: ((to: string) => void) | null = null;

/** Navigation from outside React (the API client's 401 action); a full load before the router mounts. */
export function navigate(to: string): void {
  if (navigateTo) navigateTo(to);
  else window.location.assign(to);
}

/** Lends the router's navigate to `navigate()` above while the app is mounted. */
export function NavigationBridge() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigateTo = (to) => routerNavigate(to);
    return () => {
      navigateTo = null;
    };
  }, [routerNavigate]);
  return null;
}
