import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { permissionQuery } from '../api/system/site';

/**
 * Asks for the brand again on every navigation, so the page a player opens next follows an
 * operator's published change at once (the first page came with the brand in it).
 */
export function BrandFollower() {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void client.invalidateQueries({ queryKey: permissionQuery().queryKey });
  }, [pathname, client]);
  return null;
}
