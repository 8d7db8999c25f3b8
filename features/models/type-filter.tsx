import { RadioChips } from '@/components/ui/radio-chips'

interface TypeFilterProps {
  types: string[]
  value: string
  onChange: (value: string) => void
}

const label = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}`

/** The catalog's model types as a radio group, plus "All". */
export function TypeFilter({ types, value, onChange }: TypeFilterProps) {
  const options = [
    { value: '', label: 'All' },
    ...types.map((t) => ({ value: t, label: label(t) })),
  ]
  return (
    <RadioChips
      name="model-type"
      legend="Model type"
      hideLegend
      options={options}
      value={value}
      onChange={onChange}
    />
  )
}
