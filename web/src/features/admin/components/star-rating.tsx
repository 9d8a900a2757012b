import { Star } from 'lucide-react';

/** Five stars, filled up to the rating; read out as "4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={position <= rating ? 'h-4 w-4 fill-amber-400 text-amber-600' : 'h-4 w-4 text-slate-300'}
        />
      ))}
    </span>
  );
}
