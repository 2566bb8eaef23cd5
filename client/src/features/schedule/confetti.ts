/**
 * Five seconds of confetti, 500 pieces in all (docs/product.md#constants). canvas-confetti is
 * imported only here and only when a booking succeeds, and nothing runs for people who prefer
 * reduced motion.
 */
export function celebrate(durationMs = 5000, totalPieces = 500): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const bursts = 10;
  let timer: number | undefined;
  let cancelled = false;
  let reset: (() => void) | undefined;
  void import('canvas-confetti').then(({ default: confettiModule }) => {
    if (cancelled) return;
    // Our own instance without the default's blob worker, which the server's CSP forbids.
    const confetti = confettiModule.create(undefined, {
      resize: true,
      useWorker: false,
      disableForReducedMotion: true,
    });
    reset = () => confetti.reset();
    let fired = 0;
    const burst = () => {
      void confetti({
        particleCount: totalPieces / bursts,
        spread: 80,
        startVelocity: 40,
        origin: { x: 0.15 + Math.random() * 0.7, y: 0.25 + Math.random() * 0.2 },
        colors: ['#0b3c6e', '#0f766e', '#5eead4', '#f59e0b', '#ffffff'],
        // Above the overlay (z-40), below the dialog (z-50): the confirmation code stays clear.
        zIndex: 45,
      });
      fired += 1;
      if (fired >= bursts) window.clearInterval(timer);
    };
    burst();
    timer = window.setInterval(burst, durationMs / bursts);
  });
  return () => {
    cancelled = true;
    window.clearInterval(timer);
    reset?.();
  };
}
