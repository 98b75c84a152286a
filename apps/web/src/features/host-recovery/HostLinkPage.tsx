import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { setItem } from '../../storage/storage';

/**
 * `/host/{code}`: the room's host link. The owner (signed in) opens it on any browser and that
 * browser becomes the host screen; whoever is not the host is told so by the host screen itself.
 */
export function HostLinkPage() {
  const { gameCode } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const code = (gameCode ?? '').trim().toUpperCase();
    if (/^[A-Z0-9]{5}$/.test(code)) setItem('roomCode', code);
    navigate(/^[A-Z0-9]{5}$/.test(code) ? '/host/session' : '/', { replace: true });
  }, [gameCode, navigate]);
  return null;
}
