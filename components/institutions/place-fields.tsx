"use client";

import { TextField } from "@/components/ui/form";

type TPlace = { state: string; city: string; zip: string };

/** State (two capitals), city and zip of a district, school or university, in one row; `idPrefix`-state, -city, -zip. */
export function PlaceFields({
  idPrefix,
  value,
  onChange,
  error,
  labels,
  zipRequired = false,
}: {
  idPrefix: string;
  value: TPlace;
  onChange: (change: Partial<TPlace>) => void;
  error: (field: string) => string | undefined;
  labels: { state: string; city: string; zip: string };
  zipRequired?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[6rem_1fr_10rem]">
      <TextField
        id={`${idPrefix}-state`}
        label={labels.state}
        value={value.state}
        maxLength={2}
        autoCapitalize="characters"
        onChange={(e) => onChange({ state: e.target.value.toUpperCase() })}
        error={error("state")}
        required
      />
      <TextField id={`${idPrefix}-city`} label={labels.city} value={value.city} maxLength={120} onChange={(e) => onChange({ city: e.target.value })} error={error("city")} />
      <TextField
        id={`${idPrefix}-zip`}
        label={labels.zip}
        value={value.zip}
        maxLength={10}
        inputMode="numeric"
        onChange={(e) => onChange({ zip: e.target.value })}
        error={error("zip")}
        required={zipRequired}
      />
    </div>
  );
}
