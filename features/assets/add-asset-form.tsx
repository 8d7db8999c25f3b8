'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useRef, useState } from 'react'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RadioChips } from '@/components/ui/radio-chips'
import type { AssetListResponse } from '@/lib/api/assets'
import {
  addAssetSchema,
  emptyAddValues,
  sharedFlag,
  targetLibrary,
  type AddAssetRules,
  type AddAssetValues,
} from '@/features/assets/model/add-asset-schema'
import { nameFromFilename } from '@/lib/media/asset-name'
import { fileNameOf } from '@/lib/url'
import { libraryLabel, type LibraryName } from '@/lib/media/asset-problem'
import { libraryRoom, takenNames } from '@/lib/media/library-view'
import { uploadLimitBytes } from '@/features/assets/model/upload-limit'
import { AddStatus } from './add-status'
import { AddSourceFields } from './add-source-fields'
import { AssetNameField } from './asset-name-field'
import { LibraryChoice } from './library-choice'
import { useAddAsset } from './use-add-asset'

const SOURCES = [
  { value: 'file', label: 'A file' },
  { value: 'url', label: 'A URL' },
] as const

function rulesOf(list: AssetListResponse): AddAssetRules {
  return {
    hasTeam: Boolean(list.team),
    taken: { personal: takenNames(list.assets, 'personal'), team: takenNames(list.assets, 'team') },
    rooms: { personal: libraryRoom(list, 'personal'), team: libraryRoom(list, 'team') },
  }
}

/** Add a file or a URL; everything is checked before sending, and a failure keeps what was typed. */
function AddAssetForm({
  list,
  onAdded,
}: {
  list: AssetListResponse
  onAdded: (library: LibraryName) => void
}) {
  const rules = useMemo(() => rulesOf(list), [list])
  const form = useForm<AddAssetValues>({
    resolver: zodResolver(addAssetSchema(rules)) as unknown as Resolver<AddAssetValues>,
    mode: 'onChange',
    defaultValues: emptyAddValues(),
  })
  const [source, file, library] = useWatch({
    control: form.control,
    name: ['source', 'file', 'library'],
  })
  const adder = useAddAsset()
  const [added, setAdded] = useState<string | null>(null)
  const suggestedName = useRef('')
  const busy = adder.phase !== 'idle'
  const errors = form.formState.errors

  // A name made from the file's (or the URL's) file name, unless the person typed their own.
  const suggestName = (fileName: string | undefined) => {
    const name = form.getValues('name')
    if (!fileName || (name && name !== suggestedName.current)) return
    const target = targetLibrary(form.getValues(), rules.hasTeam)
    suggestedName.current = nameFromFilename(fileName, target ? rules.taken[target] : new Set())
    form.setValue('name', suggestedName.current, { shouldValidate: true })
  }
  const chooseFile = (picked: File | null) => {
    setAdded(null)
    form.setValue('file', picked, { shouldValidate: true })
    suggestName(picked?.name)
  }
  // Name clashes and free room depend on the library: check again what is already filled in.
  const chooseLibrary = (value: string) => {
    form.setValue('library', value as LibraryName, { shouldValidate: true })
    const filled = (['name', 'file'] as const).filter((field) => form.getValues(field))
    if (filled.length) void form.trigger(filled)
  }

  const addValues = async (values: AddAssetValues) => {
    const target = targetLibrary(values, rules.hasTeam)
    if (!target) return
    setAdded(null)
    const ok = await adder.add({
      file: values.source === 'file' ? (values.file as File | null) : null,
      url: values.url,
      name: values.name,
      library: target,
      ...sharedFlag(target, rules.hasTeam),
    })
    if (!ok) return
    setAdded(`Added “${values.name}” to ${libraryLabel(target)}.`)
    suggestedName.current = ''
    form.reset({ ...emptyAddValues(values.source), library: values.library })
    onAdded(target)
  }

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(addValues)(event)}
      noValidate
      aria-label="Add an asset"
      className="space-y-4"
    >
      <Controller
        control={form.control}
        name="source"
        render={({ field }) => (
          <RadioChips
            name="add-source"
            legend="Add from"
            options={SOURCES}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <AddSourceFields
        form={form}
        source={source}
        file={file as File | null}
        busy={busy}
        maxBytes={uploadLimitBytes(rules.rooms, library || (rules.hasTeam ? null : 'personal'))}
        onFile={chooseFile}
        onUrlChange={(url) => suggestName(fileNameOf(url))}
      />
      <AssetNameField
        register={form.register('name')}
        error={errors.name?.message}
        disabled={busy}
      />
      {rules.hasTeam ? (
        <LibraryChoice value={library} error={errors.library?.message} onChange={chooseLibrary} />
      ) : null}
      <AddStatus adder={adder} file={file as File | null} added={added} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Adding…' : 'Add to library'}
      </Button>
    </form>
  )
}

/** The library's add panel: a file or a URL, named, into the personal or the team library. */
export function AddAssetPanel({
  list,
  onAdded,
}: {
  list: AssetListResponse
  onAdded: (library: LibraryName) => void
}) {
  return (
    <Card className="space-y-3 lg:sticky lg:top-4 xl:top-20">
      <h2 className="text-lg font-semibold">Add to the library</h2>
      <AddAssetForm list={list} onAdded={onAdded} />
    </Card>
  )
}
