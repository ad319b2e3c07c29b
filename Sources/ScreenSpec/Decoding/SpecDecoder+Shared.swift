import YAML

extension SpecDecoder {
    /// `shared: { Name: { doc, state } }`.
    mutating func decodeSharedStores(_ node: Node?) -> [SharedStore] {
        reader.entries(node, .object(SpecFormat.sharedStore)).compactMap { entry -> SharedStore? in
            guard let storeName = reader.identifier(entry.key),
                let fields = reader.fields(entry.value, SpecFormat.sharedStore)
            else { return nil }
            let properties = SpecFormat.sharedStore.key("state")!.shape.elementShape
            let state = reader.entries(fields["state"], properties).compactMap { entry -> StateProperty? in
                let name = reader.identifier(entry.key)
                guard let (type, value, doc) = decodeTyped(entry.value, SpecFormat.sharedProperty), let name, let type
                else { return nil }
                var property = StateProperty(name: name, type: type, defaultValue: value, doc: doc)
                property.sharedStore = storeName.value
                return property
            }
            return SharedStore(name: storeName, doc: reader.text(fields["doc"]), state: state)
        }
    }
}
